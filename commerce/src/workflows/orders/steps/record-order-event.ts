import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ORDER_EVENTS_MODULE } from "../../../modules/order-events"
import type OrderEventsModuleService from "../../../modules/order-events/service"

export type RecordOrderEventInput = {
  order_id: string
  /** What happened: "processing", "shipped", "delivered", "canceled", "refunded", "invoice_issued", … */
  kind: string
  /** The staff user who did it; null or absent for the shop itself. */
  actor_id?: string | null
  /** Facts worth showing on the timeline (JSON). */
  detail?: Record<string, unknown>
}

/**
 * Writes one entry of the order's timeline inside the workflow that makes the change, so
 * the entry exists exactly when the change does. Undone by deleting the entry.
 */
export const recordOrderEventStep = createStep(
  "record-order-event",
  async (input: RecordOrderEventInput, { container }) => {
    const events = container.resolve<OrderEventsModuleService>(ORDER_EVENTS_MODULE)
    const created = await events.createOrderEvents({
      order_id: input.order_id,
      kind: input.kind,
      actor_id: input.actor_id ?? null,
      detail: input.detail ?? null,
    })
    return new StepResponse({ id: created.id }, created.id)
  },
  async (id, { container }) => {
    if (!id) return
    await container.resolve<OrderEventsModuleService>(ORDER_EVENTS_MODULE).deleteOrderEvents(id)
  }
)
