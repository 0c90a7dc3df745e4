import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, releaseLockStep, updateCartWorkflow } from "@medusajs/medusa/core-flows"
import { CART_LOCK } from "../lock"
import { checkCheckoutCartStep } from "../steps/check-checkout-cart"

export type SetCheckoutBuyerInput = {
  cart_id: string
  email: string
  first_name: string
  last_name: string
  /** The shop's own country, for a cart that has no address yet. */
  country_code: string
}

/**
 * The form's name and e-mail onto the cart, so they reach the order before the payment is
 * confirmed. The names join the address the shopper gave (or the shop's country, before the
 * address step).
 */
export const setShopCheckoutBuyerWorkflow = createWorkflow("shop-set-checkout-buyer", (input: SetCheckoutBuyerInput) => {
  acquireLockStep({ key: input.cart_id, ...CART_LOCK })
  const cart = checkCheckoutCartStep(transform({ input }, ({ input }) => input.cart_id))
  updateCartWorkflow.runAsStep({
    input: transform({ input, cart }, ({ input, cart }) => {
      const current = cart.shipping_address
      const address = {
        ...current,
        country_code: current.country_code ?? input.country_code,
        first_name: input.first_name,
        last_name: input.last_name,
      }
      return { id: input.cart_id, email: input.email, shipping_address: address, billing_address: address }
    }),
  })
  releaseLockStep({ key: input.cart_id })
  return new WorkflowResponse(transform({ input }, ({ input }) => ({ cart_id: input.cart_id })))
})
