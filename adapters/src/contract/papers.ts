import { z } from "zod"
import { Instant, Money, OrderIdParams } from "./order.js"

/** How a staff member wants an order's paper: the printable page (default) or its PDF. */
export const PaperQuery = z
  .object({
    format: z.enum(["html", "pdf"], { message: 'format must be "html" (the printable page) or "pdf"' }).default("html"),
  })
  .strict()

/** The papers an order has: its invoice (once paid) and the credit notes against it. */
export const OrderPapers = z.object({
  invoice: z.object({ number: z.string(), issuedAt: Instant }).nullable(),
  creditNotes: z.array(
    z.object({
      number: z.string(),
      issuedAt: Instant,
      amount: Money,
      invoiceNumber: z.string(),
    })
  ),
})
export type OrderPapers = z.infer<typeof OrderPapers>

/** A credit note's number in a path: CN-2026-000007. */
export const CreditNoteParams = OrderIdParams.extend({
  number: z.string().regex(/^CN-\d{4}-\d{6}$/, "number is not a credit note's number (CN-2026-000007)"),
})
