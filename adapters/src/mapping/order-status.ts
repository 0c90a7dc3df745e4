import type { OrderStatus } from "../contract/order.js"
import type { MedusaOrder } from "./medusa-order.js"

/** The order metadata key that marks "processing" (set by staff; see decision 003). */
export const PROCESSING_MARK = "shop_processing"

type StatusSource = Pick<MedusaOrder, "status" | "payment_status" | "fulfillment_status" | "metadata">

// Payment states in which the money has been taken (a partial refund does not undo that).
const PAID = new Set(["captured", "partially_refunded"])
// Every item has left; some may have arrived already.
const SHIPPED = new Set(["shipped", "partially_delivered"])

/**
 * Derives the shop's status from what Medusa holds; first match wins:
 * canceled > delivered > shipped > paid (captured) > processing (staff mark) > pending.
 */
export function deriveOrderStatus(order: StatusSource): OrderStatus {
  if (order.status === "canceled") return "canceled"
  if (order.fulfillment_status === "delivered") return "delivered"
  if (order.fulfillment_status && SHIPPED.has(order.fulfillment_status)) return "shipped"
  if (order.payment_status && PAID.has(order.payment_status)) return "paid"
  if (order.metadata?.[PROCESSING_MARK] === true) return "processing"
  return "pending"
}

/** The one action staff may take from each status (spec §4); the others have none. */
export const NEXT_STATUS: Partial<Record<OrderStatus, OrderStatus>> = {
  pending: "processing",
  paid: "shipped",
  shipped: "delivered",
}

export function isAllowedTransition(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT_STATUS[from] === to
}
