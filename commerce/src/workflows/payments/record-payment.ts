import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { bankPaymentState, type BankPaymentState } from "./bank-payment-state"
import { recordBankPaymentWorkflow, type RecordBankPaymentInput } from "./workflows/record-bank-payment"

export type RecordOutcome =
  { ok: true; state: BankPaymentState } | { ok: false; status: 404 | 409; message: string; state: BankPaymentState | null }

const UNIQUE_VIOLATION = /duplicate key|unique constraint|already exists/i

/**
 * Runs the record-bank-payment workflow once and says what became of it: the payment
 * state after it, or why nothing was recorded (404 unknown order, 409 with the state
 * found: canceled, already paid, already recorded, not a bank transfer).
 */
export async function recordPayment(container: MedusaContainer, input: RecordBankPaymentInput): Promise<RecordOutcome> {
  try {
    await recordBankPaymentWorkflow(container).run({ input })
  } catch (error) {
    const { type, message } = error as { type?: string; message?: string }
    if (type === MedusaError.Types.NOT_FOUND) return { ok: false, status: 404, message: message ?? "", state: null }
    const state = await bankPaymentState(container, input.order_id).catch(() => null)
    if (type === MedusaError.Types.CONFLICT) return { ok: false, status: 409, message: message ?? "", state }
    // The unique line key refused a record another process made between our read and write.
    if (UNIQUE_VIOLATION.test(message ?? "")) {
      return { ok: false, status: 409, message: "This bank transfer is already recorded.", state }
    }
    throw error
  }
  return { ok: true, state: await bankPaymentState(container, input.order_id) }
}
