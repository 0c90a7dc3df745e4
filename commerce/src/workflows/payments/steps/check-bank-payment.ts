import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { paymentReference } from "../../../modules/bank-transfers/statement/reference"
import { readBankTransferOrder, type BankTransferOrder } from "../bank-payment-state"

export type CheckBankPaymentInput = { order_id: string; line_key: string; amount_cents: number }

export type BankPaymentPlan = BankTransferOrder & {
  /** The money recorded so far plus this payment reaches what is due: capture now. */
  capture: boolean
}

/** Thrown inside the lock when the payment cannot be recorded on the order as it is now. */
export class BankPaymentConflict extends MedusaError {
  constructor(message: string) {
    super(MedusaError.Types.CONFLICT, message, "bank_payment_conflict")
  }
}

/**
 * Reads the order's payment again inside the lock and decides: an open bank-transfer
 * order that has not seen this bank line gets the payment; it is captured when the
 * total has arrived. Reads only: nothing to undo.
 */
export const checkBankPaymentStep = createStep("check-bank-payment", async (input: CheckBankPaymentInput, { container }) => {
  const order = await readBankTransferOrder(container, input.order_id)
  const reference = paymentReference(order.order_id)
  if (order.status === "canceled") throw new BankPaymentConflict(`Order ${reference} is canceled; no payment can be recorded.`)
  if (order.captured) throw new BankPaymentConflict(`Order ${reference} is already paid.`)
  if (order.line_keys.includes(input.line_key)) {
    throw new BankPaymentConflict(`This bank transfer is already recorded for order ${reference}.`)
  }
  const plan: BankPaymentPlan = { ...order, capture: order.received_cents + input.amount_cents >= order.due_cents }
  return new StepResponse(plan)
})
