import { createHook, createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  acquireLockStep,
  createOrderFulfillmentWorkflow,
  createOrderShipmentWorkflow,
  releaseLockStep,
} from "@medusajs/medusa/core-flows"
import { LOCK_TTL_S, LOCK_WAIT_S } from "../lock"
import { checkTransitionStep } from "../steps/check-transition"
import { recordOrderEventStep } from "../steps/record-order-event"
import { findParcelStep } from "../steps/find-parcel"
import { recordCarrierStep } from "../steps/record-carrier"
import { refreshOrderRowStep } from "../steps/refresh-order-row"

export type ShipOrderInput = { order_id: string; user_id?: string; tracking_number?: string; carrier?: string }

/**
 * paid → shipped: one fulfilment of every item not yet fulfilled, then its shipment, with
 * the tracking number on the fulfilment's label and the carrier beside it. Both are
 * Medusa's own workflows, so stock, reservations and totals stay Medusa's; if anything
 * fails, their compensation puts the order back as it was.
 */
export const shipOrderWorkflow = createWorkflow("shop-ship-order", (input: ShipOrderInput) => {
  acquireLockStep({ key: input.order_id, timeout: LOCK_WAIT_S, ttl: LOCK_TTL_S })
  const plan = checkTransitionStep({ order_id: input.order_id, to: "shipped" })

  when({ plan }, ({ plan }) => plan.unfulfilled.length > 0).then(() => {
    createOrderFulfillmentWorkflow.runAsStep({
      input: transform({ plan, input }, ({ plan, input }) => ({
        order_id: plan.order_id,
        created_by: input.user_id,
        items: plan.unfulfilled,
      })),
    })
  })
  // The new fulfilment, or the one the back office made and nobody shipped.
  const parcel = findParcelStep({ order_id: input.order_id })

  const shipment = transform({ parcel, input }, ({ parcel, input }) => ({
    order_id: input.order_id,
    fulfillment_id: parcel.fulfillment_id,
    items: parcel.items,
    labels: input.tracking_number ? [{ tracking_number: input.tracking_number, tracking_url: "", label_url: "" }] : [],
    created_by: input.user_id,
  }))
  createOrderShipmentWorkflow.runAsStep({ input: shipment })
  recordCarrierStep(
    transform({ shipment, input }, ({ shipment, input }) => ({ fulfillment_id: shipment.fulfillment_id, carrier: input.carrier }))
  )
  recordOrderEventStep(
    transform({ input }, ({ input }) => ({
      order_id: input.order_id,
      kind: "shipped",
      actor_id: input.user_id ?? null,
      detail: {
        tracking_number: input.tracking_number ?? null,
        carrier: input.carrier ?? null,
        // What the timeline prints: "DHL · JJD0001", as on the dashboard's row.
        note: [input.carrier, input.tracking_number].filter(Boolean).join(" · ") || null,
      },
    }))
  )

  const transitioned = createHook("transitioned", { order_id: input.order_id })
  refreshOrderRowStep({ order_id: input.order_id })
  releaseLockStep({ key: input.order_id })
  return new WorkflowResponse({ order_id: input.order_id }, { hooks: [transitioned] })
})
