import { model } from "@medusajs/framework/utils"

/**
 * One thing that happened to an order that Medusa does not keep with its actor: a status
 * the staff moved it to, a cancellation, a refund, a paper issued. Written by
 * recordOrderEventStep inside the workflow that made the change, so it exists exactly
 * when the change does (decision 201).
 */
export const OrderEvent = model.define("order_event", {
  id: model.id({ prefix: "oevt" }).primaryKey(),
  // Indexed with created_at in the migration: an order's events are read in order.
  order_id: model.text(),
  // What happened, e.g. "processing", "shipped", "delivered", "canceled", "refunded", "invoice_issued".
  kind: model.text(),
  // The staff user who did it; null for the shop itself (a scheduled job, a webhook).
  actor_id: model.text().nullable(),
  // Facts of the change worth showing (tracking number, amount, paper's number).
  detail: model.json().nullable(),
})
