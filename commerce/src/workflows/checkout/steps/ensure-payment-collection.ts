import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { createPaymentCollectionForCartWorkflow } from "@medusajs/medusa/core-flows"

async function collectionOf(container: MedusaContainer, cartId: string): Promise<string | undefined> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const {
    data: [cart],
  } = await query.graph({ entity: "cart", fields: ["payment_collection.id"], filters: { id: cartId } })
  return cart?.payment_collection?.id
}

/**
 * The cart's payment collection, made with Medusa's own workflow when it has none yet (its
 * amount follows the cart's total from then on).
 */
export const ensurePaymentCollectionStep = createStep("ensure-shop-payment-collection", async (cartId: string, { container }) => {
  const existing = await collectionOf(container, cartId)
  if (existing) return new StepResponse({ id: existing })
  await createPaymentCollectionForCartWorkflow(container).run({ input: { cart_id: cartId } })
  const made = await collectionOf(container, cartId)
  if (!made) throw new Error(`Medusa made no payment collection for cart ${cartId}`)
  return new StepResponse({ id: made })
})
