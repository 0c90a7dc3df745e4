import { getLastFulfillmentStatus, getLastPaymentStatus } from "@medusajs/medusa/core-flows"

/** The shop's order statuses (spec §4, plus canceled). */
export const SHOP_STATUSES = ["pending", "processing", "paid", "shipped", "delivered", "canceled"] as const
export type ShopStatus = (typeof SHOP_STATUSES)[number]

/** The order metadata key that marks "processing" (set by staff; see docs/decisions/003). */
export const PROCESSING_MARK = "shop_processing"

/** The one action staff may take from each status; the others have none. */
export const TRANSITIONS = { processing: "pending", shipped: "paid", delivered: "shipped" } as const
export type TransitionTarget = keyof typeof TRANSITIONS

// Payment states in which the money has been taken (a partial refund does not undo that).
const PAID = new Set(["captured", "partially_refunded"])
// Every item has left; some may have arrived already.
const SHIPPED = new Set(["shipped", "partially_delivered"])

type StatusSource = {
  status?: string | null
  payment_status?: string | null
  fulfillment_status?: string | null
  metadata?: Record<string, unknown> | null
}

/**
 * The shop's status of an order, first match wins:
 * canceled > delivered > shipped > paid (captured) > processing (staff mark) > pending.
 * The one place the rule is written: orders answered to the shop server carry it as shop_status,
 * and the order table filters by its SQL form (src/modules/order-rows/status-sql.ts).
 */
export function shopStatusOf(order: StatusSource): ShopStatus {
  if (order.status === "canceled") return "canceled"
  if (order.fulfillment_status === "delivered") return "delivered"
  if (order.fulfillment_status && SHIPPED.has(order.fulfillment_status)) return "shipped"
  if (order.payment_status && PAID.has(order.payment_status)) return "paid"
  if (order.metadata?.[PROCESSING_MARK] === true) return "processing"
  return "pending"
}

/** What a status is derived from, as read with Query from Medusa's modules. */
export const STATUS_FIELDS = [
  "id",
  "status",
  "metadata",
  "currency_code",
  "payment_collections.status",
  "payment_collections.amount",
  "payment_collections.captured_amount",
  "payment_collections.refunded_amount",
  "fulfillments.id",
  "fulfillments.packed_at",
  "fulfillments.shipped_at",
  "fulfillments.delivered_at",
  "fulfillments.canceled_at",
  "fulfillments.items.line_item_id",
  "fulfillments.items.quantity",
  // Whole items: asking for raw_quantity by name leaves quantity out of the answer.
  "items.*",
  "items.detail.*",
]

/** An order read with STATUS_FIELDS: Medusa's own aggregate payment and fulfilment statuses, then the shop's. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function statusOfQueried(order: any): ShopStatus {
  return shopStatusOf({
    status: order.status,
    metadata: order.metadata,
    payment_status: getLastPaymentStatus({ ...order, payment_collections: order.payment_collections ?? [] }),
    fulfillment_status: getLastFulfillmentStatus({ ...order, fulfillments: order.fulfillments ?? [] }),
  })
}
