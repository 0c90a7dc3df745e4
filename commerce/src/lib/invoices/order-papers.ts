import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { currentCreditNotes, currentInvoice } from "./issue"

/** The papers an order has, for its page: amounts are decimal strings in the order's currency. */
export type OrderPapers = {
  invoice: { number: string; issued_at: string } | null
  credit_notes: { number: string; issued_at: string; amount: string; invoice_number: string }[]
}

export async function loadOrderPapers(container: MedusaContainer, orderId: string): Promise<OrderPapers> {
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const [invoice, notes] = await Promise.all([currentInvoice(db, orderId), currentCreditNotes(db, orderId)])
  return {
    invoice: invoice ? { number: invoice.number, issued_at: invoice.issued_at } : null,
    credit_notes: notes.map((note) => ({
      number: note.number,
      issued_at: note.issued_at,
      amount: (note.amount_cents / 100).toFixed(2),
      invoice_number: note.invoice_number,
    })),
  }
}
