import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { euros, readTakeBackOrder, refundableCents, refundRecord, TakeBackConflict, type OutgoingTransfer } from "../take-back"

export type CheckCancelInput = { order_id: string; transfer?: OutgoingTransfer | null }

export type CancelPlan = {
  order_id: string
  number: string
  from: string
  method: "card" | "bank_transfer" | null
  /** The money still held, given back before Medusa cancels the order; null when nothing was paid. */
  refund: {
    payment_id: string
    amount: number
    amount_cents: number
    note: string
    metadata: Record<string, unknown>
    /** The payment's refunds before this one. */
    earlier: string[]
  } | null
  product_ids: string[]
}

/**
 * Reads the order again inside the lock and decides whether it can be canceled: not yet
 * shipped, not canceled already, no parcel packed in the back office. Money taken is
 * refunded first (a bank transfer's refund needs its date and reference). Reads only.
 */
export const checkCancelStep = createStep("check-shop-order-cancel", async (input: CheckCancelInput, { container }) => {
  const order = await readTakeBackOrder(container, input.order_id)
  const { number, status } = order
  if (status === "canceled") throw new TakeBackConflict(order.order_id, status, `Order ${number} is canceled already.`)
  if (status === "shipped" || status === "delivered") {
    throw new TakeBackConflict(
      order.order_id,
      status,
      `Order ${number} is ${status}; a parcel that has left cannot be canceled. Refund the pieces once they are back.`
    )
  }
  if (order.unshipped_fulfilments.length) {
    throw new TakeBackConflict(
      order.order_id,
      status,
      `Order ${number} has a parcel packed in the back office; cancel that fulfilment there first.`
    )
  }
  const owed = refundableCents(order)
  if (owed > 0 && order.payment?.method === "bank_transfer" && !input.transfer) {
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      `Order ${number} was paid by bank transfer: give the date and the bank reference of the transfer that returns the ${euros(owed)} EUR.`
    )
  }
  const plan: CancelPlan = {
    order_id: order.order_id,
    number,
    from: status,
    method: order.payment && order.payment.captured_cents > 0 ? order.payment.method : null,
    refund:
      owed > 0 && order.payment
        ? {
            payment_id: order.payment.id,
            amount: owed / 100,
            amount_cents: owed,
            earlier: order.payment.refund_ids,
            ...refundRecord(order.payment.method, input.transfer, "Order canceled"),
          }
        : null,
    product_ids: [...new Set(order.items.flatMap((item) => (item.product_id ? [item.product_id] : [])))],
  }
  return new StepResponse(plan)
})
