import { z } from "zod"

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "refundedOn: the day the refund transfer was sent, as YYYY-MM-DD")
const BankReference = z.string().trim().min(1, "bankReference: give the bank's reference of the refund transfer").max(140)
const transfer = { refundedOn: Day.optional(), bankReference: BankReference.optional() }
const bothOrNeither = (body: { refundedOn?: string; bankReference?: string }) => !body.refundedOn === !body.bankReference
const BOTH = { message: "refundedOn and bankReference go together: the refund transfer's date and its bank reference" }

/**
 * POST /api/orders/{id}/cancel (beyond the spec, README): an order not yet shipped is
 * canceled and its money refunded; for an order paid by bank transfer, the refund
 * transfer's date and bank reference.
 */
export const CancelOrder = z.object(transfer).strict().refine(bothOrNeither, BOTH)
export type CancelOrder = z.infer<typeof CancelOrder>

/**
 * POST /api/orders/{id}/refunds (beyond the spec, README): money given back for a paid
 * order. Without amount: the chosen pieces' price, or all that is left. `returned`: the
 * chosen pieces came back from the buyer and go on sale again. A repeated requestId is a 409.
 */
export const RefundOrder = z
  .object({
    amount: z
      .string()
      .regex(/^\d{1,9}(\.\d{1,2})?$/, "amount: an amount in euros, like 25.00")
      .optional(),
    itemIds: z
      .array(z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, "itemIds: not a piece of an order"))
      .max(100, "itemIds: at most 100 pieces in one refund")
      .optional(),
    returned: z.boolean().optional(),
    // The desk's key for one refund, made when its dialog opens: the same request twice refunds once.
    requestId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,100}$/, "requestId: 8 to 100 letters, digits, - or _")
      .optional(),
    ...transfer,
  })
  .strict()
  .refine(bothOrNeither, BOTH)
  .refine((body) => !body.returned || (body.itemIds?.length ?? 0) > 0, {
    message: "returned: choose the pieces that came back (itemIds)",
  })
export type RefundOrder = z.infer<typeof RefundOrder>
