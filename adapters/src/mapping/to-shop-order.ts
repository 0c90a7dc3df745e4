import { OrderStatus, type Order } from "../contract/order.js"
import type { MedusaOrder, OrderTableRow } from "./medusa-order.js"
import { toFinalPrice } from "./money.js"

const fullName = (person: { first_name?: string | null; last_name?: string | null } | null | undefined) =>
  [person?.first_name, person?.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ")

/** Medusa keeps money as numbers (or decimal strings); the contract wants "154.50". */
export function toAmount(total: number | string): string {
  return toFinalPrice(Number(total))
}

/** The newest shipped parcel's tracking number and carrier, when staff gave them. */
function parcelOf(order: MedusaOrder): Pick<Order, "trackingNumber" | "carrier"> {
  const shipped = (order.fulfillments ?? []).filter((f) => f.shipped_at && !f.canceled_at)
  const parcel = shipped[shipped.length - 1]
  const trackingNumber = parcel?.labels?.find((label) => label.tracking_number)?.tracking_number ?? undefined
  const carrier = typeof parcel?.metadata?.carrier === "string" ? parcel.metadata.carrier : undefined
  return { ...(trackingNumber ? { trackingNumber } : {}), ...(carrier ? { carrier } : {}) }
}

/** Turns a Medusa order into the contract's Order. Pure. */
export function toShopOrder(order: MedusaOrder): Order {
  const customerEmail = order.email ?? order.customer?.email ?? ""
  return {
    id: order.id,
    // The account's name first; a guest's name is on the shipping address.
    customerName: fullName(order.customer) || fullName(order.shipping_address) || customerEmail || "Guest",
    customerEmail,
    items: (order.items ?? []).map((item) => ({
      product: { name: item.product_title ?? item.title },
      quantity: item.quantity,
    })),
    totalAmount: toAmount(order.total),
    status: order.shop_status,
    createdAt: new Date(order.created_at).toISOString(),
    ...parcelOf(order),
  }
}

/** Turns a row of Medusa's order table into the contract's Order, with its payment. Pure. */
export function tableRowToShopOrder(row: OrderTableRow): Order {
  const { method, reference, due, received, outstanding, excess, paid, hold_ends_at } = row.payment
  const transfer = method === "bank_transfer"
  return {
    id: row.id,
    customerName: row.customer_name,
    customerEmail: row.email,
    items: row.items.map((item) => ({ product: { name: item.name }, quantity: item.quantity })),
    totalAmount: toAmount(row.total),
    status: OrderStatus.catch("pending").parse(row.shop_status),
    createdAt: new Date(row.created_at).toISOString(),
    ...(row.tracking_number ? { trackingNumber: row.tracking_number } : {}),
    ...(row.carrier ? { carrier: row.carrier } : {}),
    payment: transfer
      ? { method, reference, due, received, outstanding, excess, paid, holdEndsAt: hold_ends_at ?? null }
      : { method },
  }
}
