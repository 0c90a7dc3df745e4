import type { PlacedOrder } from "../contract/checkout.js"
import { orderNumber } from "../contract/order-number.js"
import type { StoreOrder } from "./gateway.js"
import { formatCents, toCents } from "../mapping/money.js"

export type BankDetails = { accountHolder: string; iban: string; bic: string }

/** Medusa's placed order as the confirmation page shows it; bank-transfer orders carry the instructions. */
export function toPlacedOrder(order: StoreOrder, bank: BankDetails): PlacedOrder {
  const providers = (order.payment_collections ?? []).flatMap((c) => (c.payment_sessions ?? []).map((s) => s.provider_id))
  const method = providers.some((p) => p.startsWith("pp_stripe")) ? "card" : "bank_transfer"
  const number = orderNumber(order.id)
  const total = formatCents(toCents(order.total))
  const name = [order.shipping_address?.first_name, order.shipping_address?.last_name].filter(Boolean).join(" ")
  return {
    orderId: order.id,
    orderNumber: number,
    customerName: name,
    customerEmail: order.email ?? "",
    method,
    items: (order.items ?? []).map((item) => ({
      name: item.product_title ?? item.title ?? "",
      quantity: item.quantity,
      lineTotal: formatCents(toCents(item.total)),
    })),
    shipping: formatCents(toCents(order.shipping_total)),
    totalAmount: total,
    bankTransfer: method === "bank_transfer" ? { ...bank, reference: number.slice(1), amount: total } : null,
  }
}
