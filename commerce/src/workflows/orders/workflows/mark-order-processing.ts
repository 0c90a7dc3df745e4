import { createHook, createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, releaseLockStep, updateOrderWorkflow } from "@medusajs/medusa/core-flows"
import { LOCK_TTL_S, LOCK_WAIT_S } from "../lock"
import { PROCESSING_MARK } from "../order-status"
import { checkTransitionStep } from "../steps/check-transition"
import { recordOrderEventStep } from "../steps/record-order-event"
import { refreshOrderRowStep } from "../steps/refresh-order-row"

export type MarkOrderProcessingInput = { order_id: string; user_id: string }

/** pending → processing: the staff's mark in the order's metadata, written through Medusa's own order update. */
export const markOrderProcessingWorkflow = createWorkflow("shop-mark-order-processing", (input: MarkOrderProcessingInput) => {
  acquireLockStep({ key: input.order_id, timeout: LOCK_WAIT_S, ttl: LOCK_TTL_S })
  const plan = checkTransitionStep({ order_id: input.order_id, to: "processing" })
  const update = transform({ plan, input }, ({ plan, input }) => ({
    id: plan.order_id,
    user_id: input.user_id,
    metadata: { ...plan.metadata, [PROCESSING_MARK]: true },
  }))
  updateOrderWorkflow.runAsStep({ input: update })
  recordOrderEventStep({ order_id: input.order_id, kind: "processing", actor_id: input.user_id })
  // Extension point before the lock is let go; a handler that throws undoes the whole transition.
  const transitioned = createHook("transitioned", { order_id: input.order_id })
  refreshOrderRowStep({ order_id: input.order_id })
  releaseLockStep({ key: input.order_id })
  return new WorkflowResponse({ order_id: input.order_id }, { hooks: [transitioned] })
})
