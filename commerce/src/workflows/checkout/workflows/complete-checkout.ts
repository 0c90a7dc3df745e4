import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, completeCartWorkflow, releaseLockStep, updateCustomersWorkflow } from "@medusajs/medusa/core-flows"
import { checkCartToCompleteStep } from "../steps/check-cart-to-complete"
import { findLanguageChangeStep } from "../steps/find-language-change"
import { finishOrderStep } from "../steps/finish-order"
import { reopenUnfinishedOrderStep } from "../steps/reopen-unfinished-order"
import { settleFailedCompletionStep } from "../steps/settle-failed-completion"

import { CART_LOCK } from "../lock"

/**
 * Places a checkout's order, whole, however often it is asked and wherever an earlier attempt
 * was cut off. All under the cart's lock (Medusa's completion, run inside another workflow,
 * leaves its own lock to the caller): an unknown checkout or one without an address is refused;
 * what an interrupted completion left unfinished is removed; Medusa's own completion (its hooks void a card of a lost race, validate-completion.ts,
 * and write the dashboard row, write-order-row.ts) places the order or answers the one placed,
 * and should it fail, what it left is settled even where Medusa did not undo it
 * (settle-failed-completion.ts);
 * then the order's derived rows and its announcement are made good; last, a signed-in
 * customer's account takes the language the order was placed in (Medusa's own customer update,
 * undone with the rest should the lock's release fail).
 */
export const completeShopCheckoutWorkflow = createWorkflow("shop-complete-checkout", (input: { cart_id: string }) => {
  acquireLockStep({ key: input.cart_id, ...CART_LOCK })
  checkCartToCompleteStep(input.cart_id)
  const before = reopenUnfinishedOrderStep(input.cart_id)
  settleFailedCompletionStep(input.cart_id)
  const order = completeCartWorkflow.runAsStep({ input: transform({ input }, ({ input }) => ({ id: input.cart_id })) })
  finishOrderStep(
    transform({ order, before }, ({ order, before }) => ({ order_id: order.id, placed_before: before.placed === order.id }))
  )
  const change = findLanguageChangeStep(transform({ order }, ({ order }) => order.id))
  when("order-language-for-account", { change }, ({ change }) => !!change).then(() => {
    updateCustomersWorkflow.runAsStep({
      input: transform({ change }, ({ change }) => ({
        selector: { id: change!.customer_id },
        update: { metadata: change!.metadata },
      })),
    })
  })
  releaseLockStep({ key: input.cart_id })
  return new WorkflowResponse(transform({ order }, ({ order }) => ({ order_id: order.id })))
})
