import { MathBN, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { findOrder } from "../../../lib/orders/read-order"

export type Parcel = { fulfillment_id: string; items: { id: string; quantity: number }[] }

type Fulfilment = {
  id: string
  created_at: string
  shipped_at: string | null
  canceled_at: string | null
  items: { line_item_id: string | null; quantity: number }[]
}

/** The order's newest fulfilment not yet shipped, read inside the lock. Reads only: nothing to undo. */
export const findParcelStep = createStep("find-shop-parcel", async ({ order_id }: { order_id: string }, { container }) => {
  const order = await findOrder<{ fulfillments?: Fulfilment[] | null }>(container, order_id, [
    "fulfillments.id",
    "fulfillments.created_at",
    "fulfillments.shipped_at",
    "fulfillments.canceled_at",
    "fulfillments.items.line_item_id",
    "fulfillments.items.quantity",
  ])
  const open = (order?.fulfillments ?? [])
    .filter((f) => f && !f.shipped_at && !f.canceled_at)
    .sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)))[0]
  if (!open) throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, `Order ${order_id} has nothing to ship.`)
  const parcel: Parcel = {
    fulfillment_id: open.id,
    items: (open.items ?? []).flatMap((i) =>
      i.line_item_id ? [{ id: i.line_item_id, quantity: MathBN.convert(i.quantity).toNumber() }] : []
    ),
  }
  return new StepResponse(parcel)
})
