import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { faultAt } from "../fault"
import { reopenUnfinishedOrder } from "../unfinished-order"

/**
 * Before Medusa's completion: an order an interrupted completion left unfinished is removed
 * (unfinished-order.ts). Answers the cart's whole order if it has one already, which the
 * completion will answer again. Nothing to undo: it only takes away what is not an order.
 */
export const reopenUnfinishedOrderStep = createStep("reopen-unfinished-shop-order", async (cartId: string, { container }) => {
  const { placed } = await reopenUnfinishedOrder(container, cartId)
  faultAt("reopened")
  return new StepResponse({ placed })
})
