import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import { LOCK_TTL_S, LOCK_WAIT_S } from "../../payments/lock"
import { checkPaidStep } from "../steps/check-paid"
import { issueInvoiceStep } from "../steps/issue-invoice"

/**
 * An order paid outside the shop's own payment workflows (a capture in Medusa's back office)
 * gets its invoice too: under the order's lock, a paid order without one is issued one. For
 * an order paid through the shop's workflows the invoice exists already and nothing changes.
 */
export const ensureInvoiceWorkflow = createWorkflow("ensure-invoice", (input: { order_id: string }) => {
  acquireLockStep({ key: input.order_id, timeout: LOCK_WAIT_S, ttl: LOCK_TTL_S })
  const check = checkPaidStep({ order_id: input.order_id })
  when("invoice-when-paid-elsewhere", { check }, ({ check }) => check.paid).then(() => {
    issueInvoiceStep({ order_id: input.order_id })
  })
  releaseLockStep({ key: input.order_id })
  return new WorkflowResponse({ paid: transform({ check }, ({ check }) => check.paid) })
})
