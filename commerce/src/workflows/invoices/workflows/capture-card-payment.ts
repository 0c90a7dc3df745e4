import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, capturePaymentWorkflow, releaseLockStep } from "@medusajs/medusa/core-flows"
import { refreshOrderRowStep } from "../../orders/steps/refresh-order-row"
import { LOCK_TTL_S, LOCK_WAIT_S } from "../../payments/lock"
import { findCardPaymentStep } from "../steps/find-card-payment"
import { issueInvoiceStep } from "../steps/issue-invoice"

/**
 * A card order becomes paid: under the order's lock, its authorised card payment is captured
 * through Medusa's own capture workflow, the dashboard row rewritten and, last, the invoice
 * issued with the year's next number (decision 205). An order with nothing to capture is
 * left as it is.
 */
export const captureCardPaymentWorkflow = createWorkflow("capture-card-payment", (input: { order_id: string }) => {
  acquireLockStep({ key: input.order_id, timeout: LOCK_WAIT_S, ttl: LOCK_TTL_S })
  const found = findCardPaymentStep({ order_id: input.order_id })
  when("capture-when-authorised", { found }, ({ found }) => !!found.payment_id).then(() => {
    const capture = transform({ found }, ({ found }) => ({ payment_id: found.payment_id! }))
    capturePaymentWorkflow.runAsStep({ input: capture })
    refreshOrderRowStep({ order_id: input.order_id })
    issueInvoiceStep({ order_id: input.order_id })
  })
  releaseLockStep({ key: input.order_id })
  return new WorkflowResponse({ order_id: input.order_id, captured: transform({ found }, ({ found }) => !!found.payment_id) })
})
