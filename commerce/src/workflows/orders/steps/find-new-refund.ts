import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

export type FindNewRefundInput = { payment_id: string | null; earlier: string[] }

/**
 * The refund Medusa's refund workflow just recorded on the payment (the one not there before),
 * so the credit note and the timeline can name it. Reads only: nothing to undo.
 */
export const findNewRefundStep = createStep("find-new-shop-refund", async (input: FindNewRefundInput, { container }) => {
  if (!input.payment_id) return new StepResponse<string | null>(null)
  const payment = await container.resolve(Modules.PAYMENT).retrievePayment(input.payment_id, { relations: ["refunds"] })
  const created = (payment.refunds ?? []).find((refund) => !input.earlier.includes(refund.id))
  return new StepResponse<string | null>(created?.id ?? null)
})
