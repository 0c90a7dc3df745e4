import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { loadOrderView, refundedPieces } from "../lib/email/order-view"
import { sendOrderEmail } from "../lib/email/send"
import { shopSettings } from "../lib/email/settings"
import { orderCanceled, refundMade } from "../lib/email/templates"
import { SHOP_ORDER_CANCELED } from "../workflows/orders/workflows/cancel-order"
import { SHOP_ORDER_REFUNDED } from "../workflows/orders/workflows/refund-order"

type TakenBack = {
  id: string
  method: "card" | "bank_transfer" | null
  refunded_cents?: number
  amount_cents?: number
  items?: string[]
  item_ids?: string[]
  refunded_before_cents?: number
}

/**
 * The buyer hears of a cancel or a refund made at the order desk, after the change: a
 * failed send is retried and logged by sendEmail and never undoes the change.
 */
export default async function emailOrderTakenBack({ event, container }: SubscriberArgs<TakenBack>) {
  const order = await loadOrderView(container, event.data.id)
  if (!order) return
  const shop = shopSettings()
  if (event.name === SHOP_ORDER_CANCELED) {
    await sendOrderEmail(container, order, {
      template: "order-canceled",
      content: orderCanceled(order, shop, { amountCents: event.data.refunded_cents ?? 0, method: event.data.method }),
    })
    return
  }
  const amountCents = event.data.amount_cents ?? 0
  await sendOrderEmail(container, order, {
    template: "order-refunded",
    // One e-mail per refund: an order's refunds are made one after the other, each after a different sum.
    key: `${order.id}:${event.data.refunded_before_cents ?? 0}`,
    content: refundMade(order, shop, {
      amountCents,
      method: event.data.method,
      pieces: refundedPieces(order, event.data.items, event.data.item_ids),
    }),
  })
}

export const config: SubscriberConfig = {
  event: [SHOP_ORDER_CANCELED, SHOP_ORDER_REFUNDED],
  context: { subscriberId: "email-order-taken-back" },
}
