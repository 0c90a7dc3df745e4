import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  acquireLockStep,
  addShippingMethodToCartWorkflow,
  listShippingOptionsForCartWorkflow,
  releaseLockStep,
  updateCartWorkflow,
} from "@medusajs/medusa/core-flows"
import { CART_LOCK } from "../lock"
import { checkCheckoutCartStep, type CheckoutAddress } from "../steps/check-checkout-cart"
import { findShippingRegionStep } from "../steps/find-shipping-region"
import { pickShippingOptionStep } from "../steps/pick-shipping-option"
import { openPayment } from "./open-payment"

export type SetCheckoutShippingInput = {
  cart_id: string
  address: CheckoutAddress & { address_1: string; postal_code: string; city: string; country_code: string }
  /** The shopper's choice of parcel; none takes the first offered. */
  option_id?: string
}

/**
 * The address step in one go: the address onto the cart in the region of its country (the
 * names the shopper gave stay), the chosen shipping option, and a new payment session for the
 * new total, which Medusa computes. A refusal at any point (no region, a way of paying not
 * offered there, an option not offered) undoes the address: the cart stays as it was.
 */
export const setShopCheckoutShippingWorkflow = createWorkflow("shop-set-checkout-shipping", (input: SetCheckoutShippingInput) => {
  acquireLockStep({ key: input.cart_id, ...CART_LOCK })
  const cart = checkCheckoutCartStep(transform({ input }, ({ input }) => input.cart_id))
  const region = findShippingRegionStep(
    transform({ input, cart }, ({ input, cart }) => ({
      country_code: input.address.country_code,
      provider_id: cart.provider_id,
    }))
  )
  updateCartWorkflow.runAsStep({
    input: transform({ input, cart, region }, ({ input, cart, region }) => {
      const { first_name, last_name } = cart.shipping_address
      const address = { first_name, last_name, ...input.address }
      // Medusa's undo restores an address changed in place; one made anew would stay.
      // In place, a line the shopper left out this time is emptied (the column takes null; the DTO's type omits it).
      const emptied = { address_2: null, phone: null } as unknown as { address_2?: string; phone?: string }
      const inPlace = (id: string | undefined) => (id ? { ...emptied, ...address, id } : address)
      return {
        id: input.cart_id,
        region_id: region.region_id,
        shipping_address: inPlace(cart.address_ids.shipping),
        billing_address: inPlace(cart.address_ids.billing),
      }
    }),
  })
  const options = listShippingOptionsForCartWorkflow.runAsStep({
    input: transform({ input }, ({ input }) => ({ cart_id: input.cart_id })),
  })
  const shipping = pickShippingOptionStep(
    transform({ input, options }, ({ input, options }) => ({
      options,
      option_id: input.option_id,
      country_code: input.address.country_code,
    }))
  )
  addShippingMethodToCartWorkflow.runAsStep({
    input: transform({ input, shipping }, ({ input, shipping }) => ({
      cart_id: input.cart_id,
      options: [{ id: shipping.chosen.id }],
    })),
  })
  const paymentData = openPayment(
    transform({ input }, ({ input }) => input.cart_id),
    transform({ region }, ({ region }) => region.provider_id)
  )
  releaseLockStep({ key: input.cart_id })
  return new WorkflowResponse(
    transform({ input, shipping, paymentData }, ({ input, shipping, paymentData }) => ({
      cart_id: input.cart_id,
      shipping_options: shipping.offers,
      payment_data: paymentData,
    }))
  )
})
