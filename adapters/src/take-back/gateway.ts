import { z } from "zod"
import type { CancelOrder, RefundOrder } from "../contract/take-back.js"
import { orderNumber } from "../contract/order-number.js"
import type { MedusaClient } from "../medusa/client.js"
import { translated } from "../medusa/errors.js"
import type { Order } from "../contract/order.js"
import { MedusaOrder } from "../mapping/medusa-order.js"
import { toShopOrder } from "../mapping/to-shop-order.js"

const OrderBody = z.object({ order: MedusaOrder })
// A cancel or refund may wait for another change of the same order (Medusa's lock), then call Stripe.
const TAKE_BACK_TIMEOUT_MS = 45_000

/** Cancel and refund at the order desk: one Medusa admin route each, with the staff member's token. */
export interface TakeBackGateway {
  cancel(token: string, id: string, body: CancelOrder): Promise<Order>
  refund(token: string, id: string, body: RefundOrder): Promise<Order>
}

export function createTakeBackGateway(medusa: MedusaClient): TakeBackGateway {
  async function call(token: string, id: string, action: "cancel" | "refunds", body: Record<string, unknown>, failed: string) {
    const path = `/admin/shop-orders/${encodeURIComponent(id)}/${action}`
    // Medusa's own words name what to do: the status found, what is left to refund, what is missing.
    // No answer, or a failure on Medusa's side: the change may have happened, so staff look first.
    const lookFirst = `${failed} Please look at the order before trying again.`
    const answer = await translated(
      () => medusa.request(path, OrderBody, { method: "POST", token, body, timeoutMs: TAKE_BACK_TIMEOUT_MS }),
      { notFound: `There is no order ${id}.`, failed: lookFirst, noAnswer: lookFirst }
    )
    return toShopOrder(answer.order)
  }
  return {
    cancel(token, id, { refundedOn, bankReference }) {
      return call(
        token,
        id,
        "cancel",
        { refunded_on: refundedOn, bank_reference: bankReference },
        `Order ${orderNumber(id)} could not be canceled.`
      )
    },
    refund(token, id, { amount, itemIds, returned, refundedOn, bankReference, requestId }) {
      return call(
        token,
        id,
        "refunds",
        { amount, item_ids: itemIds, returned, refunded_on: refundedOn, bank_reference: bankReference, request_id: requestId },
        `The refund of order ${orderNumber(id)} could not be made.`
      )
    },
  }
}
