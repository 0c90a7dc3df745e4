import { z } from "zod"
import type { MedusaClient, MedusaRequest } from "../medusa/client.js"
import { translated } from "../medusa/errors.js"
import type { BankPayment, CsvMapping } from "../contract/bank-transfer.js"
import { StatementLineView, type StatementMatch } from "../contract/bank-transfer.js"

const MedusaBankPayment = z.object({
  order_id: z.string(),
  reference: z.string(),
  currency_code: z.string(),
  due: z.string(),
  received: z.string(),
  outstanding: z.string(),
  excess: z.string(),
  paid: z.boolean(),
  payments: z.array(
    z.object({
      amount: z.string(),
      received_at: z.string(),
      bank_reference: z.string(),
      source: z.enum(["manual", "statement"]),
      statement_text: z.string().nullable(),
    })
  ),
})
type MedusaBankPayment = z.infer<typeof MedusaBankPayment>

/** A statement line as commerce's matcher answers it (commerce/src/modules/bank-transfers/statement). */
const MedusaStatementLine = StatementLineView.omit({ entryReference: true, orderId: true, candidates: true }).extend({
  entry_reference: z.string().nullable(),
  order_id: z.string().nullable(),
  candidates: z.array(z.object({ order_id: z.string(), reference: z.string(), outstanding: z.string() })),
})

/** A statement line in the contract's naming. Pure. */
const toStatementLine = ({
  entry_reference,
  order_id,
  candidates,
  ...same
}: z.infer<typeof MedusaStatementLine>): StatementLineView => ({
  ...same,
  entryReference: entry_reference,
  orderId: order_id,
  candidates: candidates.map(({ order_id, ...candidate }) => ({ orderId: order_id, ...candidate })),
})

const StatementAnswer = z.object({
  statement: z.object({
    matched: z.array(MedusaStatementLine),
    ambiguous: z.array(MedusaStatementLine),
    unmatched: z.array(MedusaStatementLine),
    recorded: z.array(MedusaStatementLine),
    debits: z.number(),
  }),
})

const ConfirmAnswer = z.object({
  recorded: z.number(),
  results: z.array(
    z.object({
      order_id: z.string(),
      reference: z.string(),
      recorded: z.boolean(),
      message: z.string(),
      bank_payment: MedusaBankPayment.nullable(),
    })
  ),
})

export function toBankPayment(p: MedusaBankPayment): BankPayment {
  return {
    orderId: p.order_id,
    reference: p.reference,
    currency: p.currency_code.toUpperCase(),
    due: p.due,
    received: p.received,
    outstanding: p.outstanding,
    excess: p.excess,
    paid: p.paid,
    payments: p.payments.map((r) => ({
      amount: r.amount,
      receivedAt: r.received_at,
      bankReference: r.bank_reference,
      source: r.source,
      text: r.statement_text,
    })),
  }
}

const mappingToMedusa = (m: CsvMapping) => ({
  delimiter: m.delimiter,
  decimal_comma: m.decimalComma,
  date_format: m.dateFormat,
  date_column: m.dateColumn,
  amount_column: m.amountColumn,
  text_columns: m.textColumns,
  reference_column: m.referenceColumn || null,
  credit_debit_column: m.creditDebitColumn || null,
  currency_column: m.currencyColumn || null,
})

/**
 * Medusa's answers that are the staff's to act on keep their status and message:
 * 400 (what is wrong with the input or the file's line), 404, 409 (nothing recorded).
 */
const NOT_RECORDED = "The payment could not be recorded."
const passing = <T>(work: () => Promise<T>) =>
  translated(work, { notFound: (message) => message ?? NOT_RECORDED, refused: NOT_RECORDED })

// A statement of thousands of lines is matched, or confirmed line by line, in one call.
const STATEMENT_TIMEOUT_MS = 120_000

/** The bank-transfer routes of Medusa (commerce/src/api/admin), each called once, with the staff member's token. */
export function createBankTransfersGateway(medusa: MedusaClient) {
  const call = (path: string, options: MedusaRequest = {}) => medusa.request(path, z.unknown(), { timeoutMs: 20_000, ...options })
  return {
    async payment(token: string, orderId: string): Promise<BankPayment> {
      const answer = await passing(() => call(`/admin/shop-orders/${encodeURIComponent(orderId)}/bank-payments`, { token }))
      return toBankPayment(z.object({ bank_payment: MedusaBankPayment }).parse(answer).bank_payment)
    },

    async record(token: string, orderId: string, body: { amount: string; receivedAt: string; bankReference: string }) {
      const answer = await passing(() =>
        call(`/admin/shop-orders/${encodeURIComponent(orderId)}/bank-payments`, {
          method: "POST",
          token,
          body: { amount: body.amount, received_at: body.receivedAt, bank_reference: body.bankReference },
        })
      )
      return toBankPayment(z.object({ bank_payment: MedusaBankPayment }).parse(answer).bank_payment)
    },

    async match(token: string, body: { format: "camt053" | "csv"; content: string; mapping?: CsvMapping }) {
      const answer = await passing(() =>
        call("/admin/bank-statements/match", {
          timeoutMs: STATEMENT_TIMEOUT_MS,
          method: "POST",
          token,
          body: {
            format: body.format,
            content: body.content,
            ...(body.mapping ? { mapping: mappingToMedusa(body.mapping) } : {}),
          },
        })
      )
      const { matched, ambiguous, unmatched, recorded, debits } = StatementAnswer.parse(answer).statement
      return {
        matched: matched.map(toStatementLine),
        ambiguous: ambiguous.map(toStatementLine),
        unmatched: unmatched.map(toStatementLine),
        recorded: recorded.map(toStatementLine),
        debits,
      } satisfies StatementMatch
    },

    async confirm(
      token: string,
      lines: { orderId: string; date: string; amount: string; currency: string; text: string; entryReference: string | null }[]
    ) {
      const answer = await passing(() =>
        call("/admin/bank-statements/confirm", {
          timeoutMs: STATEMENT_TIMEOUT_MS,
          method: "POST",
          token,
          body: {
            lines: lines.map((l) => ({
              order_id: l.orderId,
              date: l.date,
              amount: l.amount,
              currency: l.currency,
              text: l.text,
              entry_reference: l.entryReference,
            })),
          },
        })
      )
      const parsed = ConfirmAnswer.parse(answer)
      return {
        recorded: parsed.recorded,
        results: parsed.results.map((r) => ({
          orderId: r.order_id,
          reference: r.reference,
          recorded: r.recorded,
          message: r.message,
          payment: r.bank_payment ? toBankPayment(r.bank_payment) : null,
        })),
      }
    },

    /** The CSV column mapping the shop remembers, for the upload form. */
    async csvMapping(token: string): Promise<CsvMapping> {
      const { mapping: m } = z
        .object({ mapping: z.record(z.string(), z.unknown()) })
        .parse(await passing(() => call("/admin/bank-statements/csv-mapping", { token })))
      return {
        delimiter: m.delimiter as CsvMapping["delimiter"],
        decimalComma: Boolean(m.decimal_comma),
        dateFormat: m.date_format as CsvMapping["dateFormat"],
        dateColumn: String(m.date_column),
        amountColumn: String(m.amount_column),
        textColumns: (m.text_columns as string[]) ?? [],
        referenceColumn: (m.reference_column as string | null) ?? null,
        creditDebitColumn: (m.credit_debit_column as string | null) ?? null,
        currencyColumn: (m.currency_column as string | null) ?? null,
      }
    },
  }
}

export type BankTransfersGateway = ReturnType<typeof createBankTransfersGateway>
