import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, getVariantAvailability, Modules } from "@medusajs/framework/utils"

/**
 * One coin, one order. When two shoppers pay for the same unique piece, both card
 * payments are authorised at Stripe before Medusa completes either cart; Medusa's
 * inventory lock lets one cart reserve the piece and fails the other. That failure
 * happens before Medusa authorises the loser's payment session, so nothing in Medusa
 * would release the hold on the shopper's card. For a cart that placed no order
 * (validate-completion.ts checks), this cancels (voids) the card payment when the
 * cart's pieces are no longer in stock: the shopper is never charged. Answers true when
 * the pieces are sold out (its card payment, if any, then voided).
 */
export async function voidCardPaymentIfSoldOut(container: MedusaContainer, cartId: string): Promise<boolean> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
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
