import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { cancelShopOrderWorkflow } from "../../../../../workflows/orders/workflows/cancel-order"
import { orderNumber } from "../../../../../lib/email/settings"
import { answerTakeBack } from "../../take-back-outcome"
import type { AdminShopOrderCancelType } from "../../take-back-validators"

/**
 * Cancels an order not yet shipped, with one workflow under the order's lock: money taken
 * is refunded, the pieces go back on sale. 200: the order. 404: no such order. 400: a paid
 * bank-transfer order without its refund transfer. 409: shipped, or canceled already.
 */
export const POST = async (req: AuthenticatedMedusaRequest<AdminShopOrderCancelType>, res: MedusaResponse) => {
  const orderId = req.params.id
  const { refunded_on, bank_reference } = req.validatedBody
  const transfer = refunded_on && bank_reference ? { sent_on: refunded_on, bank_reference } : null
  await answerTakeBack(
    req.scope,
    res,
    orderId,
    () => cancelShopOrderWorkflow(req.scope).run({ input: { order_id: orderId, user_id: req.auth_context.actor_id, transfer } }),
    (status) => (status === "canceled" ? `Order ${orderNumber(orderId)} is canceled already.` : null)
  )
}
