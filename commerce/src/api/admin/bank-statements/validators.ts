import { z } from "@medusajs/framework/zod"
import { parseAmount } from "../../../modules/bank-transfers/statement/types"
import { MAX_STATEMENT_CHARS, MAX_STATEMENT_LINES } from "../../../modules/bank-transfers/statement/types"

/** A positive amount with at most two decimals, as text ("149.00") or a number, in cents. */
export const amountInCents = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const cents = parseAmount(String(value), false)
  if (cents === null || cents <= 0 || cents > 100_000_000_00) {
    ctx.addIssue({ code: "custom", message: `"${value}" is not an amount: write it like 149.00` })
    return z.NEVER
  }
  return cents
})

/** A calendar date, YYYY-MM-DD, not after tomorrow (time zones). */
export const receivedDate = z
  .string()
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`)
    return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
  }, "is not a date as YYYY-MM-DD")
  .refine((value) => new Date(`${value}T00:00:00Z`).getTime() <= Date.now() + 86_400_000, "lies in the future")

export const AdminRecordBankPayment = z
  .object({
    amount: amountInCents,
    received_at: receivedDate,
    bank_reference: z.string().trim().min(1, "is empty: give the bank's reference for the transfer").max(140),
  })
  .strict()
export type AdminRecordBankPaymentType = z.infer<typeof AdminRecordBankPayment>

export const CsvMappingBody = z
  .object({
    delimiter: z.enum([",", ";", "\t"]),
    decimal_comma: z.boolean(),
    date_format: z.enum(["YYYY-MM-DD", "DD.MM.YYYY", "DD/MM/YYYY", "MM/DD/YYYY"]),
    date_column: z.string().trim().min(1).max(100),
    amount_column: z.string().trim().min(1).max(100),
    text_columns: z.array(z.string().trim().min(1).max(100)).min(1).max(10),
    reference_column: z.string().trim().min(1).max(100).nullish(),
    credit_debit_column: z.string().trim().min(1).max(100).nullish(),
    currency_column: z.string().trim().min(1).max(100).nullish(),
  })
  .strict()

export const AdminMatchStatement = z
  .object({
    format: z.enum(["camt053", "csv"]),
    content: z
      .string()
      .min(1, "is empty: choose the statement file")
      .max(MAX_STATEMENT_CHARS, `is larger than ${MAX_STATEMENT_CHARS / 1_000_000} MB; split the statement`),
    /** CSV only: how to read the columns; remembered for the next upload. */
    mapping: CsvMappingBody.optional(),
  })
  .strict()
export type AdminMatchStatementType = z.infer<typeof AdminMatchStatement>

/** The lines staff confirm, as the match answered them; the server recomputes each line's key. */
export const AdminConfirmStatement = z
  .object({
    lines: z
      .array(
        z
          .object({
            order_id: z.string().min(1).max(100),
            date: receivedDate,
            amount: amountInCents,
            currency: z.string().regex(/^[A-Z]{3}$/),
            text: z.string().max(2000),
            entry_reference: z.string().max(140).nullable(),
          })
          .strict()
      )
      .min(1, "is empty: there is nothing to confirm")
      .max(MAX_STATEMENT_LINES),
  })
  .strict()
export type AdminConfirmStatementType = z.infer<typeof AdminConfirmStatement>
