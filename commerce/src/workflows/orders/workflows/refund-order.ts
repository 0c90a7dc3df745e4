import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  acquireLockStep,
  emitEventStep,
  refundPaymentWorkflow,
  releaseLockStep,
  type RefundPaymentWorkflowInput,
} from "@medusajs/medusa/core-flows"
import { LOCK_TTL_S, LOCK_WAIT_S } from "../lock"
import { issueCreditNoteStep } from "../../invoices/steps/issue-credit-note"
import { checkRefundStep } from "../steps/check-refund"
import { findNewRefundStep } from "../steps/find-new-refund"
import { recordOrderEventStep } from "../steps/record-order-event"
import { refreshOrderRowStep } from "../steps/refresh-order-row"
import { restockReturnedStep } from "../steps/restock-returned"
import type { OutgoingTransfer } from "../take-back"

/** Emitted once money is given back from the order desk; the buyer's e-mail follows it. */
export const SHOP_ORDER_REFUNDED = "shop-order.refunded"

export type RefundShopOrderInput = {
  order_id: string
  user_id?: string
  /** In cents; absent: the chosen pieces' price, or everything still held. */
  amount_cents?: number
  item_ids?: string[]
  /** The chosen pieces came back from the buyer and go on sale again. */
  returned?: boolean
  /** For an order paid by bank transfer: the transfer that returns the money. */
  transfer?: OutgoingTransfer | null
  /** The desk's key for this refund: the same key twice refunds once. */
  request_id?: string
}

/**
 * Money given back for a paid order, under the order's lock: at most what was paid less
 * earlier refunds, through Medusa's own refund workflow (the card through its provider; a
 * bank transfer's refund recorded on Medusa's refund with its date and reference). Pieces
 * the buyer sent back go on sale again; a goodwill refund leaves the stock alone.
 * Putting the pieces back comes first, since a refund sent cannot be undone.
 */
export const refundShopOrderWorkflow = createWorkflow("shop-refund-order", (input: RefundShopOrderInput) => {
  acquireLockStep({ key: input.order_id, timeout: LOCK_WAIT_S, ttl: LOCK_TTL_S })
  const plan = checkRefundStep(
    transform({ input }, ({ input }) => ({
      order_id: input.order_id,
      amount_cents: input.amount_cents,
      item_ids: input.item_ids,
      returned: input.returned,
      transfer: input.transfer,
      request_id: input.request_id,
    }))
  )
  restockReturnedStep(transform({ plan }, ({ plan }) => ({ order_id: plan.order_id, restock: plan.restock })))
  refundPaymentWorkflow.runAsStep({
    input: transform({ plan, input }, ({ plan, input }) => {
      const data = { payment_id: plan.payment_id, amount: plan.amount, created_by: input.user_id, note: plan.note }
      // Medusa's payment module keeps the metadata on the refund; its workflow's type only omits it.
      return { ...data, metadata: { ...plan.metadata, item_ids: plan.items.map((i) => i.id) } } as RefundPaymentWorkflowInput
    }),
  })
  const refundId = findNewRefundStep(transform({ plan }, ({ plan }) => ({ payment_id: plan.payment_id, earlier: plan.earlier })))
  const creditNote = issueCreditNoteStep(
    transform({ plan, refundId }, ({ plan, refundId }) => ({
      order_id: plan.order_id,
      amount_cents: plan.amount_cents,
      reason: "refunded" as const,
      refund_id: refundId,
    }))
  )
  recordOrderEventStep(
    transform({ plan, input, creditNote }, ({ plan, input, creditNote }) => ({
      order_id: plan.order_id,
      kind: "refunded",
      actor_id: input.user_id ?? null,
      detail: {
        amount: (plan.amount_cents / 100).toFixed(2),
        method: plan.method,
        pieces: plan.items.map((i) => i.title),
        returned: plan.restock.length > 0,
        bank_reference: input.transfer?.bank_reference ?? null,
        credit_note: creditNote?.number ?? null,
      },
    }))
  )
  refreshOrderRowStep({ order_id: input.order_id })
  emitEventStep({
    eventName: SHOP_ORDER_REFUNDED,
    data: transform({ plan }, ({ plan }) => ({
      id: plan.order_id,
      amount_cents: plan.amount_cents,
      refunded_before_cents: plan.refunded_before_cents,
      method: plan.method,
      items: plan.items.map((i) => i.title),
      // The buyer's e-mail names them in the order's language (lib/email/order-view.ts).
      item_ids: plan.items.map((i) => i.id),
      returned: plan.restock.length > 0,
    })),
  })
  releaseLockStep({ key: input.order_id })
  return new WorkflowResponse({ order_id: input.order_id, amount_cents: plan.amount_cents })
})
