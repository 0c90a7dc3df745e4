import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { StepResponse } from "@medusajs/framework/workflows-sdk"
import { completeCartWorkflow } from "@medusajs/medusa/core-flows"
import { faultAt } from "./fault"
import { undoOrphanOrders } from "./orphan-orders"
import { voidCardPaymentIfSoldOut } from "./void-card-when-sold-out"

/**
 * Before Medusa places a cart's order, under its lock on the cart (Medusa allows one handler
 * per hook, so both checks live here):
 * - what an interrupted completion of the same cart left is removed (orphan-orders.ts), so its
 *   reservation does not count as the piece sold and no second order is placed;
 * - a cart whose pieces were sold meanwhile has its card payment voided, and the completion
 *   stops (void-card-when-sold-out.ts). The same runs as the compensation when the completion
 *   fails later, e.g. when Medusa's inventory lock gives the last piece to another cart.
 */
completeCartWorkflow.hooks.validate(
  async ({ cart }, { container }) => {
    const cartId = cart.id as string
    faultAt("validating")
    // A cart that already became an order: Medusa answers that order, and its payment is the order's.
    if (await hasOrder(container, cartId)) return new StepResponse(undefined, cartId)
    await undoOrphanOrders(container, cartId, (cart.customer as { id?: string } | null)?.id)
    if (await voidCardPaymentIfSoldOut(container, cartId)) {
      throw new MedusaError(
        MedusaError.Types.NOT_ALLOWED,
        "Not enough stock: a piece in this cart has been sold to another order"
      )
    }
    return new StepResponse(undefined, cartId)
  },
  async (cartId, { container }) => {
    if (cartId && !(await hasOrder(container, cartId))) await voidCardPaymentIfSoldOut(container, cartId)
  }
)

async function hasOrder(container: MedusaContainer, cartId: string): Promise<boolean> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: links } = await query.graph({ entity: "order_cart", fields: ["order_id"], filters: { cart_id: cartId } })
  return links.length > 0
}
