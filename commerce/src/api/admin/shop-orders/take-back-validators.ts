import { z } from "@medusajs/framework/zod"
import { amountInCents, receivedDate } from "../bank-statements/validators"

/** The bank transfer that returns a bank-transfer order's money: both facts, or neither. */
const transfer = {
  refunded_on: receivedDate.optional(),
  bank_reference: z.string().trim().min(1, "is empty: give the bank's reference for the refund transfer").max(140).optional(),
}
const bothOrNeither = (body: { refunded_on?: string; bank_reference?: string }) => !body.refunded_on === !body.bank_reference
const BOTH = { message: "refunded_on and bank_reference go together: give the refund transfer's date and its bank reference" }

/** Cancel: nothing, or for a paid bank-transfer order the refund transfer. */
export const AdminShopOrderCancel = z.object(transfer).strict().refine(bothOrNeither, BOTH)
export type AdminShopOrderCancelType = z.infer<typeof AdminShopOrderCancel>

/** Refund: the amount (else the pieces' price, else everything held), the pieces, whether they came back. */
export const AdminShopOrderRefund = z
  .object({
    amount: amountInCents.optional(),
    item_ids: z.array(z.string().trim().min(1).max(100)).max(100, "at most 100 pieces in one refund").optional(),
    returned: z.boolean().optional(),
    request_id: z.string().trim().min(8, "is too short: a key of 8 to 100 characters").max(100).optional(),
    ...transfer,
  })
  .strict()
  .refine(bothOrNeither, BOTH)
export type AdminShopOrderRefundType = z.infer<typeof AdminShopOrderRefund>
