import { StepResponse } from "@medusajs/framework/workflows-sdk"
import { completeCartWorkflow } from "@medusajs/medusa/core-flows"
import { faultAt } from "./fault"

type BeforePaymentAuthorizationHook = (handler: () => Promise<StepResponse<undefined>>) => void

// Medusa declares this hook once the order exists, is linked to its cart and its pieces are
// reserved, before the payment is authorised, but leaves it out of the workflow's typed hooks.
const beforePaymentAuthorization = (
  completeCartWorkflow.hooks as unknown as { beforePaymentAuthorization: BeforePaymentAuthorizationHook }
).beforePaymentAuthorization

/** The fault test's point between the reservation and the payment's authorisation (fault.ts). */
beforePaymentAuthorization(() => {
  faultAt("reserved")
  return Promise.resolve(new StepResponse(undefined))
})
