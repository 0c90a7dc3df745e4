import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { syncProducts } from "../../../modules/catalogue-index/sync"
import { undoOrphanOrders } from "../orphan-orders"
import { reopenUnfinishedOrder } from "../unfinished-order"
import { voidCardPaymentIfSoldOut } from "../void-card-when-sold-out"

/**
 * Nothing on the way; undone, after Medusa's completion failed, it settles what the completion
 * left, under the cart's lock (settleFailedCompletion).
 */
export const settleFailedCompletionStep = createStep(
  "settle-failed-shop-completion",
  (cartId: string) => Promise.resolve(new StepResponse(undefined, cartId)),
  async (cartId, { container }) => {
    if (cartId) await settleFailedCompletion(container, cartId)
  }
)

/**
 * Medusa's completion undoes itself when it fails, but Medusa's in-process workflow engine can
 * end a failed completion without undoing any of it: it refuses to save one run's state twice at
 * once, several of the completion's parallel steps (the reservation, the cart's link to the
 * order, the cart's update) finish together, and on a busy machine a failed run has been seen to
 * stop where it stood (decision 251). Seen: a shopper who lost the race for a unique
 * coin was told it was gone, but the order Medusa had made for them stayed, linked to their
 * completed cart, and their card's authorisation stayed held.
 * So whatever the completion left: an order that is not whole is removed and the cart reopened
 * (unfinished-order.ts), an order no cart points at is removed (orphan-orders.ts), a card of a
 * cart whose pieces went to another order is voided (void-card-when-sold-out.ts), and, when an
 * order was removed, the pieces' catalogue rows are written again. A whole order is left alone:
 * the completion placed it.
 */
export async function settleFailedCompletion(container: MedusaContainer, cartId: string): Promise<void> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const {
    data: [cart],
  } = await query.graph({ entity: "cart", fields: ["id", "customer_id", "items.product_id"], filters: { id: cartId } })
  if (!cart) return
  const { placed, removed } = await reopenUnfinishedOrder(container, cartId)
  if (placed) return
  const orphans = await undoOrphanOrders(container, cartId, cart.customer_id ?? undefined)
  await voidCardPaymentIfSoldOut(container, cartId)
  // A removed order's pieces are for sale again; a completion that made no order changed no stock.
  if (!removed && !orphans.length) return
  const products = (cart.items ?? []).flatMap((item: { product_id?: string | null } | null) =>
    item?.product_id ? [item.product_id] : []
  )
  await syncProducts(container, products)
}
