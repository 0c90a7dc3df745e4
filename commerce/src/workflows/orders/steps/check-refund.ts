import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { euros, readTakeBackOrder, refundableCents, refundRecord, TakeBackConflict, type OutgoingTransfer } from "../take-back"

export type CheckRefundInput = {
  order_id: string
  /** The amount to give back, in cents; absent: the chosen pieces' price, or everything still held. */
  amount_cents?: number
  /** The pieces the refund is for. */
  item_ids?: string[]
  /** The chosen pieces are back in the shop: they go on sale again. */
  returned?: boolean
  transfer?: OutgoingTransfer | null
  /** The key the desk gives one refund: the same request twice (a double click, a retry) refunds once. */
  request_id?: string
}

export type RefundPlan = {
  order_id: string
  number: string
  from: string
  payment_id: string
  method: "card" | "bank_transfer"
  amount: number
  amount_cents: number
  /** What earlier refunds gave back: refunds of one order happen one after the other, so this names this one. */
  refunded_before_cents: number
  /** The payment's refunds before this one. */
  earlier: string[]
  note: string
  metadata: Record<string, unknown>
  items: { id: string; title: string }[]
  /** Pieces to put back in stock: the buyer sent them back. */
  restock: { item_id: string; variant_id: string; product_id: string | null; quantity: number }[]
}

/** Where the order keeps the pieces a refund took back, so none is put back in stock twice. */
export const RETURNED_MARK = "shop_returned_items"

/**
 * Reads the order again inside the lock and decides what a refund may do: money taken and
 * not refunded yet, at most what is left; pieces of this order; pieces back in stock only
 * once they have come back from the buyer, and only once. Reads only.
 */
export const checkRefundStep = createStep("check-shop-order-refund", async (input: CheckRefundInput, { container }) => {
  const order = await readTakeBackOrder(container, input.order_id)
  const { number, status, payment } = order
  if (status === "canceled") {
    throw new TakeBackConflict(order.order_id, status, `Order ${number} is canceled; what was paid was refunded then.`)
  }
  if (!payment || payment.captured_cents === 0) {
    throw new TakeBackConflict(
      order.order_id,
      status,
      `Order ${number} is ${status}: nothing has been paid, so nothing can be refunded.`
    )
  }
  if (input.request_id && payment.refund_requests.includes(input.request_id)) {
    throw new TakeBackConflict(order.order_id, status, `This refund of order ${number} was made already.`)
  }
  const left = refundableCents(order)
  if (left === 0) throw new TakeBackConflict(order.order_id, status, `Order ${number} is refunded in full already.`)

  const byId = new Map(order.items.map((item) => [item.id, item]))
  const chosen = [...new Set(input.item_ids ?? [])].map((id) => {
    const item = byId.get(id)
    if (!item) throw new MedusaError(MedusaError.Types.INVALID_DATA, `Order ${number} has no piece ${id}.`)
    return item
  })
  const amountCents = input.amount_cents ?? (chosen.length ? chosen.reduce((sum, item) => sum + item.total_cents, 0) : left)
  if (amountCents > left) {
    throw new TakeBackConflict(
      order.order_id,
      status,
      `Order ${number}: at most ${euros(left)} EUR can still be refunded (${euros(payment.captured_cents)} EUR paid, ` +
        `${euros(payment.refunded_cents)} EUR refunded already); nothing was refunded.`
    )
  }
  const shipped = status === "shipped" || status === "delivered"
  if (!shipped && amountCents === left) {
    throw new TakeBackConflict(
      order.order_id,
      status,
      `Order ${number} is not shipped yet: to give everything back, cancel it, which also puts its pieces back on sale.`
    )
  }
  if (input.returned && !chosen.length) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, "Choose the pieces that came back (itemIds) to put them back on sale.")
  }
  if (input.returned && !shipped) {
    throw new TakeBackConflict(
      order.order_id,
      status,
      `Order ${number} is not shipped yet, so no piece can have come back; to take pieces back before shipping, cancel the order.`
    )
  }
  const alreadyReturned = new Set<string>()
  if (input.returned) {
    const { metadata } = await container.resolve(Modules.ORDER).retrieveOrder(order.order_id, { select: ["id", "metadata"] })
    for (const id of (metadata?.[RETURNED_MARK] as string[] | undefined) ?? []) alreadyReturned.add(id)
    const twice = chosen.find((item) => alreadyReturned.has(item.id))
    if (twice) {
      throw new TakeBackConflict(order.order_id, status, `Order ${number}: ${twice.title} was taken back already.`)
    }
  }
  if (payment.method === "bank_transfer" && !input.transfer) {
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      `Order ${number} was paid by bank transfer: give the date and the bank reference of the transfer that returns the money.`
    )
  }
  const plan: RefundPlan = {
    order_id: order.order_id,
    number,
    from: status,
    payment_id: payment.id,
    method: payment.method,
    amount: amountCents / 100,
    amount_cents: amountCents,
    refunded_before_cents: payment.refunded_cents,
    earlier: payment.refund_ids,
    ...withRequest(refundRecord(payment.method, input.transfer, input.returned ? "Pieces returned" : "Refund"), input.request_id),
    items: chosen.map(({ id, title }) => ({ id, title })),
    restock: input.returned
      ? chosen.flatMap((item) =>
          item.variant_id && item.shipped_quantity > 0
            ? [{ item_id: item.id, variant_id: item.variant_id, product_id: item.product_id, quantity: item.shipped_quantity }]
            : []
        )
      : [],
  }
  return new StepResponse(plan)
})

const withRequest = (record: ReturnType<typeof refundRecord>, requestId: string | undefined) =>
  requestId ? { ...record, metadata: { ...record.metadata, request_id: requestId } } : record
