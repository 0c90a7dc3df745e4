import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { completeShopCheckoutWorkflow } from "../../../../../workflows/checkout/workflows/complete-checkout"
import { namedIn } from "../../checkout-view"

/** What the shop server shows of a placed order (its pieces named in the order's language). */
const PLACED_ORDER_FIELDS = [
  "id",
  "email",
  "total",
  "shipping_total",
  "metadata",
  "items.*",
  "shipping_address.*",
  "payment_collections.*",
  "payment_collections.payment_sessions.*",
]

// A card not (yet) authorised: the shopper can try again; the cart stays open.
const PAYMENT_NOT_DONE = [MedusaError.Types.PAYMENT_AUTHORIZATION_ERROR, MedusaError.Types.PAYMENT_REQUIRES_MORE_ERROR]

/**
 * Places the checkout's order (one workflow; complete-checkout.ts): the order, or for a payment
 * that is not done `{ type: "cart", error }` as Medusa's own completion answers.
 */
export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const cartId = req.params.id
  const { result, errors } = await completeShopCheckoutWorkflow(req.scope).run({
    input: { cart_id: cartId },
    throwOnError: false,
  })
  const error = errors?.[0]?.error as (Error & { type?: string }) | undefined
  if (error) {
    if (!PAYMENT_NOT_DONE.includes(error.type ?? "")) throw error
    res.json({ type: "cart", error: { message: error.message, name: error.name, type: error.type } })
    return
  }
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order", fields: PLACED_ORDER_FIELDS, filters: { id: result.order_id } })
  const { entity: order } = await namedIn(req.scope, data[0] as Parameters<typeof namedIn>[1])
  res.json({ type: "order", order })
}
