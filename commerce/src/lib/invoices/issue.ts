import type { MedusaContainer } from "@medusajs/framework/types"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { ContainerRegistrationKeys, generateEntityId, MedusaError } from "@medusajs/framework/utils"
import { bookYear, paperNumber, select, takeNumber } from "../../modules/invoices/numbering"
import { creditNoteDocument, invoiceDocument, type CreditNoteDocument, type InvoiceDocument } from "./documents"
import { loadOrderSource } from "./order-source"
import { sellerSettings } from "./settings"
import { isUniqueViolation } from "../unique-violation"

export type IssuedInvoice = {
  id: string
  number: string
  order_id: string
  issued_at: string
  total_cents: number
  document: InvoiceDocument
}
export type IssuedCreditNote = {
  id: string
  number: string
  order_id: string
  invoice_id: string
  invoice_number: string
  reason: "canceled" | "refunded"
  refund_id: string | null
  issued_at: string
  amount_cents: number
  currency_code: string
  document: CreditNoteDocument
}

const iso = (value: unknown) => new Date(value as string).toISOString()

type InvoiceRow = {
  id: string
  number: string
  order_id: string
  issued_at: Date
  total_cents: number
  document: InvoiceDocument
}
const invoiceOf = (row: InvoiceRow): IssuedInvoice => ({
  ...row,
  issued_at: iso(row.issued_at),
  total_cents: Number(row.total_cents),
})

/** The order's invoice that counts (not void), or undefined. */
export async function currentInvoice(db: Knex, orderId: string): Promise<IssuedInvoice | undefined> {
  const [row] = await select<InvoiceRow>(
    db,
    `select id, number, order_id, issued_at, total_cents, document from invoice
     where order_id = ? and deleted_at is null and voided_at is null`,
    [orderId]
  )
  return row ? invoiceOf(row) : undefined
}

/** The seller's details, the moment of issue and the book year a paper's number is taken in. */
function issuing() {
  const seller = sellerSettings()
  const issuedAt = new Date()
  return { seller, issuedAt, year: bookYear(issuedAt, seller.timeZone) }
}

/**
 * Issues the order's invoice with the next number of the year, or answers the one it has
 * (`created: false`). The number and the invoice are written in one transaction.
 */
export async function issueInvoice(
  container: MedusaContainer,
  orderId: string
): Promise<{ invoice: IssuedInvoice; created: boolean }> {
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const existing = await currentInvoice(db, orderId)
  if (existing) return { invoice: existing, created: false }
  const source = await loadOrderSource(container, orderId)
  if (!source) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Order ${orderId} was not found.`)
  const { seller, issuedAt, year } = issuing()
  try {
    const invoice = await db.transaction(async (trx) => {
      const number = paperNumber("invoice", year, await takeNumber(trx, "invoice", year))
      const document = invoiceDocument(source, seller, number, issuedAt)
      const id = generateEntityId(undefined, "inv")
      await trx.raw(
        `insert into invoice (id, number, year, sequence, order_id, issued_at, total_cents, currency_code, document)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb)`,
        [
          id,
          number,
          year,
          Number(number.slice(-6)),
          orderId,
          issuedAt,
          document.total_cents,
          source.currency_code,
          JSON.stringify(document),
        ]
      )
      return { id, number, order_id: orderId, issued_at: issuedAt.toISOString(), total_cents: document.total_cents, document }
    })
    return { invoice, created: true }
  } catch (error) {
    // Another process issued it first (past the lock): its transaction rolled ours back, number included.
    if (!isUniqueViolation(error)) throw error
    const winner = await currentInvoice(db, orderId)
    if (!winner) throw error
    return { invoice: winner, created: false }
  }
}

type CreditNoteRow = Omit<IssuedCreditNote, "issued_at"> & { issued_at: Date }
const creditNoteOf = (row: CreditNoteRow): IssuedCreditNote => ({
  ...row,
  issued_at: iso(row.issued_at),
  amount_cents: Number(row.amount_cents),
})

const CREDIT_NOTE_COLUMNS = `id, number, order_id, invoice_id, invoice_number, reason, refund_id, issued_at, amount_cents, currency_code, document`

/** The order's credit notes that count (not void), oldest first. */
export async function currentCreditNotes(db: Knex, orderId: string): Promise<IssuedCreditNote[]> {
  const rows = await select<CreditNoteRow>(
    db,
    `select ${CREDIT_NOTE_COLUMNS} from credit_note
     where order_id = ? and deleted_at is null and voided_at is null order by year, sequence`,
    [orderId]
  )
  return rows.map(creditNoteOf)
}

export type CreditNoteInput = {
  order_id: string
  amount_cents: number
  reason: "canceled" | "refunded"
  refund_id?: string | null
}

/**
 * Issues a credit note against the order's invoice. An order without an invoice (never paid)
 * needs none: null. The same refund, or a second cancellation, answers the note it already
 * has. The amount is capped at what the invoice still holds after earlier credit notes
 * (money received beyond the invoice, refunded, was never invoiced); nothing left: null.
 */
export async function issueCreditNote(
  container: MedusaContainer,
  input: CreditNoteInput
): Promise<{ credit_note: IssuedCreditNote; created: boolean } | null> {
  if (!Number.isInteger(input.amount_cents) || input.amount_cents <= 0) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, "A credit note's amount must be a positive number of cents.")
  }
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const invoice = await currentInvoice(db, input.order_id)
  if (!invoice) return null
  const earlier = await currentCreditNotes(db, input.order_id)
  const same = earlier.find((note) =>
    input.refund_id ? note.refund_id === input.refund_id : input.reason === "canceled" && note.reason === "canceled"
  )
  if (same) return { credit_note: same, created: false }
  const left = invoice.total_cents - earlier.reduce((sum, note) => sum + note.amount_cents, 0)
  const amount = Math.min(input.amount_cents, left)
  if (amount <= 0) return null
  const { issuedAt, year } = issuing()
  try {
    const note = await db.transaction(async (trx) => {
      const number = paperNumber("credit_note", year, await takeNumber(trx, "credit_note", year))
      const document = creditNoteDocument(invoice.document, { number, issuedAt, amount_cents: amount, reason: input.reason })
      const id = generateEntityId(undefined, "cn")
      const row = {
        id,
        number,
        order_id: input.order_id,
        invoice_id: invoice.id,
        invoice_number: invoice.number,
        reason: input.reason,
        refund_id: input.refund_id ?? null,
        issued_at: issuedAt.toISOString(),
        amount_cents: amount,
        currency_code: invoice.document.currency_code,
        document,
      }
      await trx.raw(
        `insert into credit_note (${CREDIT_NOTE_COLUMNS}, year, sequence) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?)`,
        [
          id,
          number,
          row.order_id,
          row.invoice_id,
          row.invoice_number,
          row.reason,
          row.refund_id,
          issuedAt,
          amount,
          row.currency_code,
          JSON.stringify(document),
          year,
          Number(number.slice(-6)),
        ]
      )
      return row
    })
    return { credit_note: note, created: true }
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    const winner = (await currentCreditNotes(db, input.order_id)).find((note) =>
      input.refund_id ? note.refund_id === input.refund_id : note.reason === "canceled"
    )
    if (!winner) throw error
    return { credit_note: winner, created: false }
  }
}
