import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { issueInvoice } from "../../../lib/invoices/issue"
import { withdrawPaper } from "../../../modules/invoices/numbering"

export type IssueInvoiceInput = { order_id: string }

/**
 * Issues the order's invoice, with the next number of the year, when the order becomes paid;
 * an order that has one keeps it (idempotent). Run it as the last writing step, under the
 * order's lock. Undone, it removes only an invoice it created: its number is given back
 * while it is still the year's last, otherwise the invoice is kept as void so the sequence
 * has no hole (decision 205).
 */
export const issueInvoiceStep = createStep(
  "issue-invoice",
  async (input: IssueInvoiceInput, { container }) => {
    const { invoice, created } = await issueInvoice(container, input.order_id)
    const answer = { id: invoice.id, number: invoice.number, order_id: invoice.order_id, issued_at: invoice.issued_at }
    return new StepResponse(answer, created ? invoice.id : null)
  },
  async (createdId, { container }) => {
    if (!createdId) return
    await withdrawPaper(container.resolve(ContainerRegistrationKeys.PG_CONNECTION), "invoice", createdId)
  }
)
