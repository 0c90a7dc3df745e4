import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { bankReferenceKey } from "../../../../../modules/bank-transfers/statement/match"
import { bankPaymentState } from "../../../../../workflows/payments/bank-payment-state"
import { recordPayment } from "../../../../../workflows/payments/record-payment"
import type { AdminRecordBankPaymentType } from "../../../bank-statements/validators"

/** A bank-transfer order's money: due, received, outstanding, excess, and each payment recorded. */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  res.json({ bank_payment: await bankPaymentState(req.scope, req.params.id) })
}

/**
 * Records money received by bank transfer, under a lock on the order (one workflow).
 * 200: the new payment state. 404: no such order. 409: nothing recorded (the order is
 * canceled, already paid, not a bank transfer, or this bank reference is recorded
 * already), with the state found.
 */
export const POST = async (req: AuthenticatedMedusaRequest<AdminRecordBankPaymentType>, res: MedusaResponse) => {
  const { amount, received_at, bank_reference } = req.validatedBody
  const outcome = await recordPayment(req.scope, {
    order_id: req.params.id,
    amount_cents: amount,
    received_at,
    bank_reference,
    line_key: bankReferenceKey(bank_reference),
    source: "manual",
    user_id: req.auth_context.actor_id,
  })
  if (outcome.ok) res.json({ bank_payment: outcome.state })
  else res.status(outcome.status).json({ type: "conflict", message: outcome.message, bank_payment: outcome.state })
}
