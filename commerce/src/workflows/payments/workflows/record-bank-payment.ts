import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, capturePaymentWorkflow, releaseLockStep } from "@medusajs/medusa/core-flows"
import { issueInvoiceStep } from "../../invoices/steps/issue-invoice"
import { refreshOrderRowStep } from "../../orders/steps/refresh-order-row"
import { LOCK_TTL_S, LOCK_WAIT_S } from "../lock"
import { checkBankPaymentStep } from "../steps/check-bank-payment"
import { createBankPaymentStep } from "../steps/create-bank-payment"

export type RecordBankPaymentInput = {
  order_id: string
  /** What arrived, in cents of the order's currency. */
  amount_cents: number
  /** When it arrived (ISO date or date-time). */
  received_at: string
  /** The bank's reference for the transfer, or the statement line's. */
  bank_reference: string
  /** Identifies the bank line for good (see matchStatement's lineKey). */
  line_key: string
  source: "manual" | "statement"
  statement_text?: string | null
  user_id?: string | null
}

/**
 * Money received by bank transfer for an order, under a lock on the order: the amount,
 * date and reference are kept; once what is kept reaches the order's total, the order's
 * manual payment is captured through Medusa's own capture workflow (which emits
 * payment.captured, so the customer hears of it). Less stays recorded with the order
 * unpaid; more captures the total and leaves the excess to refund. The capture issues the
 * order's invoice, the workflow's last writing step. If the capture fails, the record is
 * removed again. The order's dashboard row is rewritten before the lock goes.
 */
export const recordBankPaymentWorkflow = createWorkflow("record-bank-payment", (input: RecordBankPaymentInput) => {
  acquireLockStep({ key: input.order_id, timeout: LOCK_WAIT_S, ttl: LOCK_TTL_S })
  const plan = checkBankPaymentStep({ order_id: input.order_id, line_key: input.line_key, amount_cents: input.amount_cents })
  const record = transform({ plan, input }, ({ plan, input }) => ({
    line_key: input.line_key,
    order_id: plan.order_id,
    payment_id: plan.payment_id,
    amount_cents: input.amount_cents,
    currency_code: plan.currency_code,
    received_at: input.received_at,
    bank_reference: input.bank_reference,
    source: input.source,
    statement_text: input.statement_text ?? null,
    recorded_by: input.user_id ?? null,
  }))
  const created = createBankPaymentStep(record)
  when({ plan }, ({ plan }) => plan.capture).then(() => {
    const capture = transform({ plan, input }, ({ plan, input }) => ({
      payment_id: plan.payment_id,
      captured_by: input.user_id ?? undefined,
    }))
    capturePaymentWorkflow.runAsStep({ input: capture })
  })
  refreshOrderRowStep({ order_id: input.order_id })
  // The invoice's number is taken last, once everything else has been written (decision 205).
  when("invoice-when-paid", { plan }, ({ plan }) => plan.capture).then(() => {
    issueInvoiceStep({ order_id: input.order_id })
  })
  releaseLockStep({ key: input.order_id })
  return new WorkflowResponse({ id: created.id, order_id: input.order_id })
})
