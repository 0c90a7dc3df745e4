import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { refundShopOrderWorkflow } from "../../../../../workflows/orders/workflows/refund-order"
import { answerTakeBack } from "../../take-back-outcome"
import type { AdminShopOrderRefundType } from "../../take-back-validators"

/**
 * Gives money back for a paid order, with one workflow under the order's lock: the whole
 * rest, or an amount for chosen pieces, which go on sale again when they came back.
 * 200: the order. 404: no such order. 400: a piece not of this order, a bank-transfer
 * refund without its date and reference. 409: more than is left to refund, nothing paid,
 * canceled, a piece taken back already, or this request's key used already.
 */
export const POST = async (req: AuthenticatedMedusaRequest<AdminShopOrderRefundType>, res: MedusaResponse) => {
  const orderId = req.params.id
  const { amount, item_ids, returned, refunded_on, bank_reference, request_id } = req.validatedBody
  const transfer = refunded_on && bank_reference ? { sent_on: refunded_on, bank_reference } : null
  await answerTakeBack(
    req.scope,
    res,
    orderId,
    () =>
      refundShopOrderWorkflow(req.scope).run({
        input: {
          order_id: orderId,
          user_id: req.auth_context.actor_id,
          amount_cents: amount,
          item_ids,
          returned,
          transfer,
          request_id,
        },
      }),
    () => null
  )
}
