import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { CheckoutStep } from "../../../workflows/checkout/workflows/start-checkout"
import { noSuchCheckout } from "../../../workflows/checkout/refusals"

/** What the shop server shows of a checkout: its lines, shipping, address, totals and payment. */
const CHECKOUT_CART_FIELDS = [
  "id",
  "email",
  "region_id",
  "completed_at",
  "currency_code",
  "total",
  "item_total",
  "shipping_total",
  "items.*",
  "shipping_methods.*",
  "shipping_address.*",
  "payment_collection.*",
  "payment_collection.payment_sessions.*",
]

/** A checkout step's answer: the cart as it now is, the options offered and the payment session's data. */
export async function checkoutView(container: MedusaContainer, step: CheckoutStep) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "cart", fields: CHECKOUT_CART_FIELDS, filters: { id: step.cart_id } })
  const cart: unknown = data[0]
  if (!cart) throw noSuchCheckout()
  return { cart, shipping_options: step.shipping_options, payment_data: step.payment_data }
}
