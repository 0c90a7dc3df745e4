import { z } from "zod"

/** Staff record money that arrived by bank transfer for an order. */
export const RecordBankPayment = z
  .object({
    amount: z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, "amount: write it like 149.00"),
    receivedAt: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "receivedAt: a date as YYYY-MM-DD"),
    bankReference: z.string().trim().min(1, "bankReference: give the bank's reference").max(140),
  })
  .strict()

export type BankPayment = {
  orderId: string
  /** The payment reference printed on the order: its number without '#'. */
  reference: string
  currency: string
  due: string
  received: string
  outstanding: string
  /** Received beyond the total: to be refunded. */
  excess: string
  paid: boolean
  payments: { amount: string; receivedAt: string; bankReference: string; source: "manual" | "statement"; text: string | null }[]
}

/** The largest statement accepted, in characters of its text. */
export const MAX_STATEMENT_CHARS = 16_000_000

export const CsvMapping = z
  .object({
    delimiter: z.enum([",", ";", "\t"]),
    decimalComma: z.boolean(),
    dateFormat: z.enum(["YYYY-MM-DD", "DD.MM.YYYY", "DD/MM/YYYY", "MM/DD/YYYY"]),
    dateColumn: z.string().trim().min(1).max(100),
    amountColumn: z.string().trim().min(1).max(100),
    textColumns: z.array(z.string().trim().min(1).max(100)).min(1).max(10),
    referenceColumn: z.string().trim().max(100).nullish(),
    creditDebitColumn: z.string().trim().max(100).nullish(),
    currencyColumn: z.string().trim().max(100).nullish(),
  })
  .strict()
export type CsvMapping = z.infer<typeof CsvMapping>

export const MatchStatement = z
  .object({
    format: z.enum(["camt053", "csv"]),
    content: z
      .string()
      .min(1, "content: choose the statement file")
      .max(MAX_STATEMENT_CHARS, "content: the file is larger than 16 MB"),
    mapping: CsvMapping.optional(),
  })
  .strict()

export const StatementLineView = z.object({
  line: z.number(),
  key: z.string(),
  date: z.string(),
  amount: z.string(),
  currency: z.string(),
  text: z.string(),
  entryReference: z.string().nullable(),
  status: z.enum(["matched", "ambiguous", "unmatched", "recorded"]),
  reason: z.string(),
  orderId: z.string().nullable(),
  reference: z.string().nullable(),
  candidates: z.array(z.object({ orderId: z.string(), reference: z.string(), outstanding: z.string() })),
})
export type StatementLineView = z.infer<typeof StatementLineView>

/** POST /api/bank-statements/match's answer: the statement's credits by how they matched, and how many debits it skipped. */
export type StatementMatch = Record<"matched" | "ambiguous" | "unmatched" | "recorded", StatementLineView[]> & { debits: number }

export const ConfirmStatement = z
  .object({
    lines: z
      .array(
        z
          .object({
            orderId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/),
            date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
            amount: z.string().regex(/^\d{1,9}(\.\d{1,2})?$/),
            currency: z.string().regex(/^[A-Z]{3}$/),
            text: z.string().max(2000),
            entryReference: z.string().max(140).nullable(),
          })
          .strict()
      )
      .min(1, "lines: choose at least one line to confirm")
      .max(20_000),
  })
  .strict()
