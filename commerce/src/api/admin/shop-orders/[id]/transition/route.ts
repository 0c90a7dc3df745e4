import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { deliverOrderWorkflow } from "../../../../../workflows/orders/workflows/deliver-order"
import { markOrderProcessingWorkflow } from "../../../../../workflows/orders/workflows/mark-order-processing"
import { shipOrderWorkflow } from "../../../../../workflows/orders/workflows/ship-order"
import { TRANSITIONS, type ShopStatus } from "../../../../../workflows/orders/order-status"
import { shopOrderView } from "../../shop-order-view"
import type { AdminShopOrderTransitionType } from "./validators"

/**
 * Moves an order one step on (spec §4) with one workflow under a lock on the order.
 * 200: the order. 404: no such order. 409: the order is not in the status the step starts
 * from — the body's `status` names the one it has now, so the caller never reads wording.
 */
export const POST = async (req: AuthenticatedMedusaRequest<AdminShopOrderTransitionType>, res: MedusaResponse) => {
  const orderId = req.params.id
  const { to, tracking_number, carrier } = req.validatedBody
  const user_id = req.auth_context.actor_id
  const conflict = (status: ShopStatus) =>
    res.status(409).json({
      type: MedusaError.Types.CONFLICT,
      code: "order_status_conflict",
      status,
      message: `Order ${orderId} is ${status}; it cannot be changed to ${to}.`,
    })

  // A quick answer for a request the order has already left behind (and a 404 for no
  // order); the workflow checks again inside the lock, where it counts.
  const before = await shopOrderView(req.scope, orderId)
  if (!(to in TRANSITIONS) || before.shop_status !== TRANSITIONS[to as keyof typeof TRANSITIONS]) {
    return void conflict(before.shop_status)
  }
  try {
    if (to === "processing") await markOrderProcessingWorkflow(req.scope).run({ input: { order_id: orderId, user_id } })
    else if (to === "shipped") {
      await shipOrderWorkflow(req.scope).run({ input: { order_id: orderId, user_id, tracking_number, carrier } })
    } else await deliverOrderWorkflow(req.scope).run({ input: { order_id: orderId, user_id } })
  } catch (error) {
    // Whatever stopped the workflow (the status found inside the lock, or waiting for the
    // lock too long), the order was left as it was; if it has moved on, that is the answer.
    const now = await shopOrderView(req.scope, orderId)
    if (now.shop_status !== TRANSITIONS[to as keyof typeof TRANSITIONS]) return void conflict(now.shop_status)
    throw error
  }
  res.json({ order: await shopOrderView(req.scope, orderId) })
}
