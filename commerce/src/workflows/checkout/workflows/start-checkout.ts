import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  addShippingMethodToCartWorkflow,
  createCartWorkflow,
  listShippingOptionsForCartWorkflow,
} from "@medusajs/medusa/core-flows"
import { pickShippingOptionStep, type ShippingOffer } from "../steps/pick-shipping-option"
import { openPayment } from "./open-payment"
import type { Language } from "../../../lib/languages"

export type StartCheckoutInput = {
  region_id: string
  sales_channel_id?: string
  /** The signed-in customer, or the guest record of the e-mail given (store/carts/guest-carts.ts). */
  customer_id?: string
  email?: string
  first_name?: string
  last_name?: string
  /** The language the shopper orders in, kept on the cart and so on its order (docs/decisions/246). */
  language?: Language
  /** The shop's own country: the cart's until the shopper gives an address. */
  country_code: string
  items: { variant_id: string; quantity: number }[]
  provider_id: string
}

export type CheckoutStep = { cart_id: string; shipping_options: ShippingOffer[]; payment_data: Record<string, unknown> }

/**
 * Opens a checkout in one go: Medusa's cart with its items (Medusa's own stock check refuses
 * what is sold out), its customer and the shop's country, the insured parcel (the first
 * option offered), and a payment session for the total. Each part is Medusa's own workflow;
 * when a later one fails, those before are undone, the cart deleted with them.
 */
export const startShopCheckoutWorkflow = createWorkflow("shop-start-checkout", (input: StartCheckoutInput) => {
  const cart = createCartWorkflow.runAsStep({
    input: transform({ input }, ({ input }) => {
      const address = { first_name: input.first_name, last_name: input.last_name, country_code: input.country_code }
      return {
        region_id: input.region_id,
        sales_channel_id: input.sales_channel_id,
        customer_id: input.customer_id,
        email: input.email,
        shipping_address: address,
        billing_address: address,
        items: input.items,
        // Medusa's completion copies the cart's metadata onto the order.
        ...(input.language ? { metadata: { language: input.language } } : {}),
      }
    }),
  })
  const cartId = transform({ cart }, ({ cart }) => cart.id)
  const options = listShippingOptionsForCartWorkflow.runAsStep({
    input: transform({ cartId }, ({ cartId }) => ({ cart_id: cartId })),
  })
  const shipping = pickShippingOptionStep(transform({ options }, ({ options }) => ({ options, country_code: "" })))
  addShippingMethodToCartWorkflow.runAsStep({
    input: transform({ cartId, shipping }, ({ cartId, shipping }) => ({
      cart_id: cartId,
      options: [{ id: shipping.chosen.id }],
    })),
  })
  const paymentData = openPayment(
    cartId,
    transform({ input }, ({ input }) => input.provider_id)
  )
  return new WorkflowResponse(
    transform({ cartId, shipping, paymentData }, ({ cartId, shipping, paymentData }) => ({
      cart_id: cartId,
      shipping_options: shipping.offers,
      payment_data: paymentData,
    }))
  )
})
