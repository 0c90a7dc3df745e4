import { MathBN, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { readOrder } from "../../../lib/orders/read-order"
import { STATUS_FIELDS, statusOfQueried, TRANSITIONS, type ShopStatus, type TransitionTarget } from "../order-status"

export type CheckTransitionInput = { order_id: string; to: TransitionTarget }

type QueriedOrder = {
  id: string
  metadata: Record<string, unknown> | null
  items: { id: string; quantity: number; detail?: { fulfilled_quantity?: number } | null }[]
  fulfillments: {
    id: string
    shipped_at: string | null
    delivered_at: string | null
    canceled_at: string | null
  }[]
}

export type TransitionPlan = {
  order_id: string
  from: ShopStatus
  metadata: Record<string, unknown>
  /** Shipping: the items not yet fulfilled, for one new fulfilment. */
  unfulfilled: { id: string; quantity: number }[]
  /** Delivering: the oldest shipped fulfilment not yet delivered. */
  undelivered: string | null
}

/** Thrown inside the lock when the order is no longer in the status the transition starts from. */
export class OrderStatusConflict extends MedusaError {
  constructor(
    readonly orderId: string,
    readonly current: ShopStatus,
    readonly to: TransitionTarget
  ) {
    super(MedusaError.Types.CONFLICT, `Order ${orderId} is ${current}; it cannot be changed to ${to}.`, "order_status_conflict")
  }
}

/** Reads the order again (inside the lock) and works out what the transition must do. Reads only: nothing to undo. */
export const checkTransitionStep = createStep(
  "check-shop-order-transition",
  async (input: CheckTransitionInput, { container }) => {
    const order = await readOrder<QueriedOrder>(container, input.order_id, STATUS_FIELDS)
    const from = statusOfQueried(order)
    if (TRANSITIONS[input.to] !== from) throw new OrderStatusConflict(order.id, from, input.to)

    const live = (order.fulfillments ?? []).filter((f) => !f.canceled_at)
    const plan: TransitionPlan = {
      order_id: order.id,
      from,
      metadata: order.metadata ?? {},
      unfulfilled: (order.items ?? [])
        .map((item) => ({
          id: item.id,
          quantity: MathBN.convert(item.quantity).toNumber() - MathBN.convert(item.detail?.fulfilled_quantity ?? 0).toNumber(),
        }))
        .filter((item) => item.quantity > 0),
      undelivered: live.find((f) => f.shipped_at && !f.delivered_at)?.id ?? null,
    }
    return new StepResponse(plan)
  }
)
