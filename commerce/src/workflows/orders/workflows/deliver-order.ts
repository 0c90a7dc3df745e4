import { createHook, createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, markOrderFulfillmentAsDeliveredWorkflow, releaseLockStep } from "@medusajs/medusa/core-flows"
import { LOCK_TTL_S, LOCK_WAIT_S } from "../lock"
import { checkTransitionStep } from "../steps/check-transition"
import { recordOrderEventStep } from "../steps/record-order-event"
import { refreshOrderRowStep } from "../steps/refresh-order-row"

export type DeliverOrderInput = { order_id: string; user_id?: string }

/**
 * shipped → delivered: Medusa's own delivery of the shipped fulfilment. An order shipped
 * in several parcels stays shipped until each is marked delivered.
 */
export const deliverOrderWorkflow = createWorkflow("shop-deliver-order", (input: DeliverOrderInput) => {
  acquireLockStep({ key: input.order_id, timeout: LOCK_WAIT_S, ttl: LOCK_TTL_S })
  const plan = checkTransitionStep({ order_id: input.order_id, to: "delivered" })
  markOrderFulfillmentAsDeliveredWorkflow.runAsStep({
    input: transform({ plan }, ({ plan }) => ({ orderId: plan.order_id, fulfillmentId: plan.undelivered! })),
  })
  recordOrderEventStep({ order_id: input.order_id, kind: "delivered", actor_id: input.user_id })
  const transitioned = createHook("transitioned", { order_id: input.order_id })
  refreshOrderRowStep({ order_id: input.order_id })
  releaseLockStep({ key: input.order_id })
  return new WorkflowResponse({ order_id: input.order_id }, { hooks: [transitioned] })
})
