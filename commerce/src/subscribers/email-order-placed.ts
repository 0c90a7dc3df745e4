import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { loadOrderView } from "../lib/email/order-view"
import { sendOrderEmail } from "../lib/email/send"
import { shopSettings } from "../lib/email/settings"
import { orderConfirmation } from "../lib/email/templates"

/** The order confirmation: items, totals, address, and for a bank transfer the account and deadline. */
export default async function emailOrderPlaced({ event, container }: SubscriberArgs<{ id: string }>) {
  const order = await loadOrderView(container, event.data.id)
  if (!order) return
  await sendOrderEmail(container, order, { template: "order-placed", content: orderConfirmation(order, shopSettings()) })
}

export const config: SubscriberConfig = { event: "order.placed" }
