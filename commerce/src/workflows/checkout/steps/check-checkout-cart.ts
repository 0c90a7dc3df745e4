import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { noSuchCheckout, placed } from "../refusals"

/** The fields of an address the checkout writes; Medusa refuses nulls, so absent ones stay absent. */
export type CheckoutAddress = {
  first_name?: string
  last_name?: string
  address_1?: string
  address_2?: string
  postal_code?: string
  city?: string
  country_code?: string
  phone?: string
}
const ADDRESS_FIELDS = [
  "first_name",
  "last_name",
  "address_1",
  "address_2",
  "postal_code",
  "city",
  "country_code",
  "phone",
] as const

export const addressOf = (address: Record<string, unknown> | null | undefined): CheckoutAddress =>
  Object.fromEntries(
    ADDRESS_FIELDS.flatMap((field) => {
      const value = address?.[field]
      return typeof value === "string" && value !== "" ? [[field, value]] : []
    })
  )

export type OpenCheckout = {
  id: string
  shipping_address: CheckoutAddress
  /** The cart's address rows: changed in place, so undoing a change restores them. */
  address_ids: { shipping?: string; billing?: string }
  provider_id: string | null
}

/**
 * The checkout a step changes: a 404 for an unknown one, a refusal for one whose order is
 * placed. Answers its address and the payment provider its session was opened with. Reads only.
 */
export const checkCheckoutCartStep = createStep("check-shop-checkout-cart", async (cartId: string, { container }) => {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const {
    data: [cart],
  } = await query.graph({
    entity: "cart",
    fields: ["id", "completed_at", "shipping_address.*", "billing_address.id", "payment_collection.payment_sessions.provider_id"],
    filters: { id: cartId },
  })
  if (!cart) throw noSuchCheckout()
  if (cart.completed_at) throw placed()
  const sessions = (cart.payment_collection?.payment_sessions ?? []) as ({ provider_id: string } | null)[]
  const providers = sessions.flatMap((s) => (s ? [s.provider_id] : []))
  const open: OpenCheckout = {
    id: cart.id,
    shipping_address: addressOf(cart.shipping_address as Record<string, unknown> | null),
    address_ids: { shipping: cart.shipping_address?.id, billing: cart.billing_address?.id },
    provider_id: providers.find((p: string) => p.startsWith("pp_stripe")) ?? providers[0] ?? null,
  }
  return new StepResponse(open)
})
