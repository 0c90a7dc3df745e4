import { transform } from "@medusajs/framework/workflows-sdk"
import type { WorkflowData } from "@medusajs/framework/workflows-sdk"
import { createPaymentSessionsWorkflow } from "@medusajs/medusa/core-flows"
import { ensurePaymentCollectionStep } from "../steps/ensure-payment-collection"

/**
 * Inside a checkout's workflow: a new payment session for the cart's current total. Medusa's
 * workflow replaces the sessions the cart had (a card's is cancelled at Stripe), and is undone
 * with its session when a later step fails.
 */
export function openPayment(cartId: WorkflowData<string>, providerId: WorkflowData<string>) {
  const collection = ensurePaymentCollectionStep(cartId)
  const session = createPaymentSessionsWorkflow.runAsStep({
    input: transform({ collection, providerId }, ({ collection, providerId }) => ({
      payment_collection_id: collection.id,
      provider_id: providerId,
    })),
  })
  return transform({ session }, ({ session }) => session.data ?? {})
}
