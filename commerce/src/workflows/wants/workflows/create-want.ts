import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import { createWantStep } from "../steps/create-want"
import { prepareWantStep, type PrepareWantInput } from "../steps/prepare-want"

// Saving a want waits this long for another save of the same collector; the lock frees
// itself after LOCK_TTL_S if a process dies holding it.
const LOCK_WAIT_S = 20
const LOCK_TTL_S = 60

/**
 * Saves a want under Medusa's lock on the customer's wants, so saves arriving at once are
 * counted one after another and never pass the limit together.
 */
export const createWantWorkflow = createWorkflow("create-want", (input: PrepareWantInput) => {
  const key = transform({ input }, ({ input }) => `wants:${input.customer_id}`)
  acquireLockStep({ key, timeout: LOCK_WAIT_S, ttl: LOCK_TTL_S })
  const record = prepareWantStep(input)
  const want = createWantStep(record)
  releaseLockStep({ key })
  return new WorkflowResponse(want)
})
