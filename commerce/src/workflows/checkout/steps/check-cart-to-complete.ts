import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { noSuchCheckout, refused } from "../refusals"

/**
 * Before a completion: a 404 for an unknown checkout, a refusal for one not yet placed that has
 * no shipping address (an order must say where it goes). A placed one passes: the completion
 * answers its order again. Here rather than in the shop server, which then completes a checkout
 * in one request instead of reading the whole cart first. Reads only.
 */
export const checkCartToCompleteStep = createStep("check-shop-cart-to-complete", async (cartId: string, { container }) => {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const {
    data: [cart],
  } = await query.graph({ entity: "cart", fields: ["id", "completed_at", "shipping_address.address_1"], filters: { id: cartId } })
  if (!cart) throw noSuchCheckout()
  if (!cart.completed_at && !cart.shipping_address?.address_1) {
    throw refused("Invalid request: address: please give the shipping address before paying")
  }
  return new StepResponse(undefined)
})
