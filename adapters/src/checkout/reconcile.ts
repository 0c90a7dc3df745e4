import type { ParsedPaymentRequest, StalePrices, Unavailable } from "../contract/checkout.js"
import { formatCents, toCents } from "../mapping/money.js"
import type { StoreProduct } from "./gateway.js"

export type CheckedLine = { productId: string; name: string; variantId: string; quantity: number; unitCents: number }

export type Reconciliation =
  | { kind: "ok"; lines: CheckedLine[]; itemsCents: number }
  | { kind: "invalid"; message: string }
  | { kind: "unavailable"; body: Unavailable }
  | { kind: "stale"; body: StalePrices }

/**
 * Checks the shopper's basket against Medusa's current products: every product exists
 * and is for sale, each quantity is in stock, and the prices and total the shopper saw
 * are today's. Medusa's prices are the only ones ever used.
 */
export function reconcile(request: ParsedPaymentRequest, products: StoreProduct[]): Reconciliation {
  const byId = new Map(products.map((p) => [p.id, p]))
  const lines: CheckedLine[] = []
  for (const [index, item] of request.items.entries()) {
    const product = byId.get(item.productId)
    const variant = product?.variants?.[0]
    const amount = variant?.calculated_price?.calculated_amount
    if (!product || !variant || amount === null || amount === undefined) {
      return {
        kind: "invalid",
        message: `Invalid request: items.${index}.productId: no such product for sale (${item.productId})`,
      }
    }
    const limited = variant.manage_inventory === true && variant.allow_backorder !== true
    const available = limited ? Math.max(0, Math.floor(variant.inventory_quantity ?? 0)) : null
    if (available !== null && item.quantity > available) {
      const message =
        available === 0
          ? `'${product.title}' is no longer available.`
          : `Only ${available} of '${product.title}' ${available === 1 ? "is" : "are"} available.`
      return { kind: "unavailable", body: { message, code: "unavailable", productId: product.id, available } }
    }
    lines.push({
      productId: product.id,
      name: product.title,
      variantId: variant.id,
      quantity: item.quantity,
      unitCents: toCents(amount),
    })
  }

  const itemsCents = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0)
  const pricesMatch = lines.every((line, index) => line.unitCents === request.items[index]!.price)
  if (!pricesMatch || itemsCents !== request.amount) {
    return {
      kind: "stale",
      body: {
        message: pricesMatch
          ? "The amount does not match the items' prices. Please review your cart."
          : "Prices have changed since you added these items. Please review the current prices.",
        code: "stale_prices",
        prices: lines.map((line) => ({ productId: line.productId, price: formatCents(line.unitCents) })),
        amount: formatCents(itemsCents),
      },
    }
  }
  return { kind: "ok", lines, itemsCents }
}

/** Names the first item whose stock no longer covers the quantity asked, or says one is gone. */
export function firstGone(items: { productId: string; quantity: number }[], products: StoreProduct[]): Unavailable {
  for (const item of items) {
    const product = products.find((p) => p.id === item.productId)
    const variant = product?.variants?.[0]
    const available = Math.max(0, variant?.inventory_quantity ?? 0)
    if (product && variant?.manage_inventory && item.quantity > available) {
      return { message: `'${product.title}' is no longer available.`, code: "unavailable", productId: product.id, available }
    }
  }
  return { message: "An item in your cart is no longer available.", code: "unavailable", productId: null, available: null }
}
