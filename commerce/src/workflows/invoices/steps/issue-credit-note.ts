import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { issueCreditNote } from "../../../lib/invoices/issue"
import { withdrawPaper } from "../../../modules/invoices/numbering"

export type IssueCreditNoteInput = {
  order_id: string
  /** What is given back, in cents of the order's currency; capped at what the invoice still holds. */
  amount_cents: number
  reason: "canceled" | "refunded"
  /** The refund this note documents: the same refund never gets a second note. */
  refund_id?: string | null
}

export type IssuedCreditNoteSummary = {
  id: string
  number: string
  order_id: string
  invoice_number: string
  amount_cents: number
  reason: "canceled" | "refunded"
  issued_at: string
}

/**
 * Issues a credit note (its own yearly sequence, `CN-2026-000007`) against the order's
 * invoice, for an order cancelled or refunded. Answers null when the order has no invoice
 * (it was never paid) or nothing invoiced is left to credit. Idempotent per refund and per
 * cancellation. Undone, it removes only a note it created, giving its number back while it
 * is still the year's last, otherwise keeping it as void (decision 205).
 */
export const issueCreditNoteStep = createStep(
  "issue-credit-note",
  async (input: IssueCreditNoteInput, { container }) => {
    const issued = await issueCreditNote(container, input)
    if (!issued) return new StepResponse<IssuedCreditNoteSummary | null, string | null>(null, null)
    const note = issued.credit_note
    const summary: IssuedCreditNoteSummary = {
      id: note.id,
      number: note.number,
      order_id: note.order_id,
      invoice_number: note.invoice_number,
      amount_cents: note.amount_cents,
      reason: note.reason,
      issued_at: note.issued_at,
    }
    return new StepResponse<IssuedCreditNoteSummary | null, string | null>(summary, issued.created ? note.id : null)
  },
  async (createdId, { container }) => {
    if (!createdId) return
    await withdrawPaper(container.resolve(ContainerRegistrationKeys.PG_CONNECTION), "credit_note", createdId)
  }
)
