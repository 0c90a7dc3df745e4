import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { lineKey } from "../../../../modules/bank-transfers/statement/match"
import { paymentReference } from "../../../../modules/bank-transfers/statement/reference"
import { recordPayment } from "../../../../workflows/payments/record-payment"
import type { AdminConfirmStatementType } from "../validators"

/**
 * Records the statement lines staff confirmed, each as one record-bank-payment workflow
 * under its order's lock. A line already recorded (same bank reference, or same date,
 * amount and text) is reported as such and recorded nothing. Answers each line's outcome.
 */
export const POST = async (req: AuthenticatedMedusaRequest<AdminConfirmStatementType>, res: MedusaResponse) => {
  const results = []
  for (const line of req.validatedBody.lines) {
    const key = lineKey({ ...line, amount_cents: line.amount })
    const outcome = await recordPayment(req.scope, {
      order_id: line.order_id,
      amount_cents: line.amount,
      received_at: line.date,
      bank_reference: line.entry_reference ?? `${line.date} ${line.text}`.slice(0, 140),
      line_key: key,
      source: "statement",
      statement_text: line.text,
      user_id: req.auth_context.actor_id,
    })
    results.push({
      order_id: line.order_id,
      reference: paymentReference(line.order_id),
      key,
      recorded: outcome.ok,
      message: outcome.ok ? "" : outcome.message,
      bank_payment: outcome.state,
    })
  }
  res.json({ recorded: results.filter((r) => r.recorded).length, results })
}
