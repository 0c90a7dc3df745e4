import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BANK_TRANSFERS_MODULE } from "../../../modules/bank-transfers"
import type BankTransfersModuleService from "../../../modules/bank-transfers/service"

export type CreateBankPaymentInput = {
  line_key: string
  order_id: string
  payment_id: string
  amount_cents: number
  currency_code: string
  received_at: string
  bank_reference: string
  source: "manual" | "statement"
  statement_text?: string | null
  recorded_by?: string | null
}

/**
 * Keeps the money received. The unique line key refuses a second record of the same
 * bank line even where two processes got past the lock. Undone by deleting the record.
 */
export const createBankPaymentStep = createStep(
  "create-bank-payment",
  async (input: CreateBankPaymentInput, { container }) => {
    const bank = container.resolve<BankTransfersModuleService>(BANK_TRANSFERS_MODULE)
    const created = await bank.createBankPayments({ ...input, received_at: new Date(input.received_at) })
    return new StepResponse({ id: created.id }, created.id)
  },
  async (id, { container }) => {
    if (!id) return
    const bank = container.resolve<BankTransfersModuleService>(BANK_TRANSFERS_MODULE)
    await bank.deleteBankPayments(id)
  }
)
