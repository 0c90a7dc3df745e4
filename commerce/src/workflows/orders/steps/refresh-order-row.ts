import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { orderRowsOf, refreshOrderRows, restoreOrderRows } from "../../../modules/order-rows/rows"

export type RefreshOrderRowInput = { order_id: string }

/**
 * Rewrites the order's dashboard row from what the workflow's earlier steps recorded, so the
 * dashboard shows the change when the workflow answers (decision 122). Undone, the row as it
 * was is put back, since every earlier step is undone too.
 */
export const refreshOrderRowStep = createStep(
  "refresh-shop-order-row",
  async (input: RefreshOrderRowInput, { container }) => {
    const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
    const previous = await orderRowsOf(db, [input.order_id])
    await refreshOrderRows(db, [input.order_id])
    return new StepResponse(undefined, { order_id: input.order_id, previous })
  },
  async (undo, { container }) => {
    if (!undo) return
    await restoreOrderRows(container.resolve(ContainerRegistrationKeys.PG_CONNECTION), [undo.order_id], undo.previous)
  }
)
