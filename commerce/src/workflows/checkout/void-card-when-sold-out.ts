import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, getVariantAvailability, MedusaError, Modules } from "@medusajs/framework/utils"
import { StepResponse } from "@medusajs/framework/workflows-sdk"
import { completeCartWorkflow } from "@medusajs/medusa/core-flows"
import { undoOrphanOrders } from "./orphan-orders"

/**
 * One coin, one order. When two shoppers pay for the same unique piece, both card
 * payments are authorised at Stripe before Medusa completes either cart; Medusa's
 * inventory lock lets one cart reserve the piece and fails the other. That failure
 * happens before Medusa authorises the loser's payment session, so nothing in Medusa
 * would release the hold on the shopper's card. This hook's compensation, run when
 * the completion fails, cancels (voids) the card payment of a cart that placed no
 * order and whose pieces are no longer in stock: the shopper is never charged.
 *
 * Medusa allows one handler per hook, so this one first removes what an interrupted
 * completion of the same cart left (orphan-orders.ts), whose reservation would otherwise
 * count as the piece sold.
 */
completeCartWorkflow.hooks.validate(
  async ({ cart }, { container }) => {
    await undoOrphanOrders(container, cart.id as string)
    // Already sold when this completion starts: void and stop before Medusa's own steps.
    if (await voidCardPaymentIfSoldOut(container, cart.id as string)) {
      throw new MedusaError(
        MedusaError.Types.NOT_ALLOWED,
        "Not enough stock: a piece in this cart has been sold to another order"
      )
    }
    return new StepResponse(undefined, cart.id as string)
  },
  async (cartId, { container }) => {
    if (cartId) await voidCardPaymentIfSoldOut(container, cartId)
  }
)

/** Answers true when the cart's pieces are sold out (its card payment, if any, then voided). */
export async function voidCardPaymentIfSoldOut(container: MedusaContainer, cartId: string): Promise<boolean> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const { data: links } = await query.graph({ entity: "order_cart", fields: ["order_id"], filters: { cart_id: cartId } })
  if (links.length) return false // the cart did become an order: its payment is the order's

  const {
    data: [cart],
  } = await query.graph({
    entity: "cart",
    fields: [
      "id",
      "sales_channel_id",
      "items.variant_id",
      "items.quantity",
      "payment_collection.payment_sessions.id",
      "payment_collection.payment_sessions.provider_id",
    ],
    filters: { id: cartId },
  })
  if (!cart?.sales_channel_id) return false
  const cards = (cart.payment_collection?.payment_sessions ?? []).filter((s: { id: string; provider_id: string } | null) =>
    s?.provider_id.startsWith("pp_stripe")
  )

  const items: { variantId: string; quantity: number }[] = (cart.items ?? []).flatMap(
    (i: { variant_id?: string | null; quantity: unknown } | null) =>
      i?.variant_id ? [{ variantId: i.variant_id, quantity: Number(i.quantity) }] : []
  )
  const availability = await getVariantAvailability(query, {
    variant_ids: items.map((i) => i.variantId),
    sales_channel_id: cart.sales_channel_id,
  })
  const soldOut = items.some((i) => {
    const available = availability[i.variantId]?.availability
    return available !== null && available !== undefined && available < i.quantity
  })
  if (!soldOut) return false // another failure: the shopper may try again with the same payment

  const payments = container.resolve(Modules.PAYMENT)
  for (const session of cards) {
    if (!session) continue
    // Deleting the session cancels the payment intent at Stripe (the provider's cancelPayment).
    await payments.deletePaymentSession(session.id)
    logger.info(`Voided card payment session ${session.id} of cart ${cartId}: its pieces were sold to another order.`)
  }
  return true
}
