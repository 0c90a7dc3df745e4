import { z } from "zod"
import type { CancelOrder, RefundOrder } from "../contract/take-back.js"
import { HttpError } from "../http/errors.js"
import { MedusaError, type MedusaClient } from "../medusa/client.js"
import { MedusaOrder } from "./medusa-order.js"

const OrderBody = z.object({ order: MedusaOrder })
// A cancel or refund may wait for another change of the same order (Medusa's lock), then call Stripe.
const TAKE_BACK_TIMEOUT_MS = 45_000

const displayId = (id: string) => `#ORD-${id.slice(-6).toUpperCase()}`

/** Cancel and refund at the order desk: one Medusa admin route each, with the staff member's token. */
export interface TakeBackGateway {
  cancel(token: string, id: string, body: CancelOrder): Promise<MedusaOrder>
  refund(token: string, id: string, body: RefundOrder): Promise<MedusaOrder>
}

export function createTakeBackGateway(medusa: MedusaClient): TakeBackGateway {
  async function call(token: string, id: string, action: "cancel" | "refunds", body: Record<string, unknown>, failed: string) {
    try {
      const path = `/admin/shop-orders/${encodeURIComponent(id)}/${action}`
      return (await medusa.request(path, OrderBody, { method: "POST", token, body, timeoutMs: TAKE_BACK_TIMEOUT_MS })).order
    } catch (error) {
      if (!(error instanceof MedusaError)) throw error
      // Medusa's own words name what to do: the status found, what is left to refund, what is missing.
      if (error.status === 404) throw new HttpError(404, `There is no order ${id}.`)
      if (error.status === 400 || error.status === 409) throw new HttpError(error.status, error.body.message ?? failed)
      if (error.status === undefined || error.status >= 500) {
        throw new HttpError(502, `${failed} Please look at the order before trying again.`)
      }
      throw error
    }
  }
  return {
    cancel(token, id, { refundedOn, bankReference }) {
      return call(
        token,
        id,
        "cancel",
        { refunded_on: refundedOn, bank_reference: bankReference },
        `Order ${displayId(id)} could not be canceled.`
      )
    },
    refund(token, id, { amount, itemIds, returned, refundedOn, bankReference, requestId }) {
      return call(
        token,
        id,
        "refunds",
        { amount, item_ids: itemIds, returned, refunded_on: refundedOn, bank_reference: bankReference, request_id: requestId },
        `The refund of order ${displayId(id)} could not be made.`
      )
    },
  }
}
