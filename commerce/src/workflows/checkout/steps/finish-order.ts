import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { syncProducts } from "../../../modules/catalogue-index/sync"
import { refreshOrderRows } from "../../../modules/order-rows/rows"
import { faultAt } from "../fault"

export type FinishOrderInput = {
  order_id: string
  /** The order was placed before this completion, which only answers it again. */
  placed_before: boolean
}

/**
 * After Medusa's completion, whatever it answered (a new order, or one a completion that was
 * interrupted placed before): the order's dashboard row and its pieces' catalogue rows are
 * written from what Medusa holds, and an order placed before whose confirmation was never sent
 * is announced again: Medusa's own events die with a Medusa killed before it released them.
 * Their subscribers are idempotent (one confirmation per order, a capture under the order's
 * lock). Reads and rewrites derived rows only: nothing to undo.
 */
export const finishOrderStep = createStep(
  "finish-shop-order",
  async ({ order_id, placed_before }: FinishOrderInput, { container }) => {
    faultAt("completed")
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({ entity: "order", fields: ["id", "items.product_id"], filters: { id: order_id } })
    const items = ((data[0] as { items?: ({ product_id?: string | null } | null)[] } | undefined)?.items ?? []).flatMap((i) =>
      i?.product_id ? [i.product_id] : []
    )
    await refreshOrderRows(container.resolve(ContainerRegistrationKeys.PG_CONNECTION), [order_id])
    if (items.length) await syncProducts(container, [...new Set(items)])

    const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
    const sent = () =>
      db("notification")
        .select("id")
        .where({ idempotency_key: `order-placed:${order_id}` })
        .first()
    if (placed_before && !(await sent())) {
      await container.resolve(Modules.EVENT_BUS).emit({ name: "order.placed", data: { id: order_id } })
    }
    faultAt("finished")
    return new StepResponse(undefined)
  }
)
