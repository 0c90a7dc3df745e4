import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  acquireLockStep,
  cancelOrderWorkflow,
  emitEventStep,
  refundPaymentWorkflow,
  releaseLockStep,
  type RefundPaymentWorkflowInput,
} from "@medusajs/medusa/core-flows"
import { LOCK_TTL_S, LOCK_WAIT_S } from "../lock"
import { issueCreditNoteStep } from "../../invoices/steps/issue-credit-note"
import { checkCancelStep } from "../steps/check-cancel"
import { findNewRefundStep } from "../steps/find-new-refund"
import { recordOrderEventStep } from "../steps/record-order-event"
import { refreshCatalogueStep } from "../steps/refresh-catalogue"
import { refreshOrderRowStep } from "../steps/refresh-order-row"
import type { OutgoingTransfer } from "../take-back"

/** Emitted once an order is canceled from the order desk; the buyer's e-mail follows it. */
export const SHOP_ORDER_CANCELED = "shop-order.canceled"

export type CancelShopOrderInput = {
  order_id: string
  user_id?: string
  /** For an order paid by bank transfer: the transfer that returns the money. */
  transfer?: OutgoingTransfer | null
}

/**
 * Any status before shipping → canceled, under the order's lock. Money taken is refunded
 * first through Medusa's own refund workflow (the card through its provider; a bank
 * transfer's refund recorded with its date and reference), since Medusa's cancel would
 * otherwise swallow a refund that fails. Then Medusa's own cancel releases the pieces'
 * reservations and cancels what is left of the payment. The dashboard row and the
 * catalogue's rows are rewritten before the lock goes.
 */
export const cancelShopOrderWorkflow = createWorkflow("shop-cancel-order", (input: CancelShopOrderInput) => {
  acquireLockStep({ key: input.order_id, timeout: LOCK_WAIT_S, ttl: LOCK_TTL_S })
  const plan = checkCancelStep({ order_id: input.order_id, transfer: input.transfer })

  when({ plan }, ({ plan }) => !!plan.refund).then(() => {
    refundPaymentWorkflow.runAsStep({
      input: transform({ plan, input }, ({ plan, input }) => {
        const refund = plan.refund!
        // Medusa's payment module keeps the metadata on the refund; its workflow's type only omits it.
        const data = { payment_id: refund.payment_id, amount: refund.amount, created_by: input.user_id, note: refund.note }
        return { ...data, metadata: refund.metadata } as RefundPaymentWorkflowInput
      }),
    })
  })
  const refundId = findNewRefundStep(
    transform({ plan }, ({ plan }) => ({ payment_id: plan.refund?.payment_id ?? null, earlier: plan.refund?.earlier ?? [] }))
  )
  cancelOrderWorkflow.runAsStep({
    input: transform({ input }, ({ input }) => ({ order_id: input.order_id, canceled_by: input.user_id })),
  })
  // A paid order has an invoice: the credit note takes back what was refunded. An unpaid one has neither.
  const creditNote = when({ plan }, ({ plan }) => !!plan.refund).then(() =>
    issueCreditNoteStep(
      transform({ plan, refundId }, ({ plan, refundId }) => ({
        order_id: plan.order_id,
        amount_cents: plan.refund!.amount_cents,
        reason: "canceled" as const,
        refund_id: refundId,
      }))
    )
  )
  recordOrderEventStep(
    transform({ plan, input, creditNote }, ({ plan, input, creditNote }) => ({
      order_id: plan.order_id,
      kind: "canceled",
      actor_id: input.user_id ?? null,
      detail: {
        from: plan.from,
        refunded: plan.refund ? (plan.refund.amount_cents / 100).toFixed(2) : null,
        method: plan.method,
        bank_reference: input.transfer?.bank_reference ?? null,
        credit_note: creditNote?.number ?? null,
      },
    }))
  )

  refreshOrderRowStep({ order_id: input.order_id })
  emitEventStep({
    eventName: SHOP_ORDER_CANCELED,
    data: transform({ plan }, ({ plan }) => ({
      id: plan.order_id,
      refunded_cents: plan.refund?.amount_cents ?? 0,
      method: plan.method,
    })),
  })
  refreshCatalogueStep({ product_ids: plan.product_ids })
  releaseLockStep({ key: input.order_id })
  return new WorkflowResponse({ order_id: input.order_id, refunded_cents: plan.refund?.amount_cents ?? 0 })
})
