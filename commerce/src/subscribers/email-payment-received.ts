import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { loadOrderView } from "../lib/email/order-view"
import { sendEmail } from "../lib/email/send"
import { shopSettings } from "../lib/email/settings"
import { paymentReceived } from "../lib/email/templates"

/**
 * 'Payment received' once a bank transfer's money is recorded (its payment captured). A card
 * is captured right after the order is placed, and its confirmation already says it is paid.
 */
export default async function emailPaymentReceived({ event, container }: SubscriberArgs<{ id: string }>) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const {
    data: [payment],
  } = await query.graph({
    entity: "payment",
    fields: ["id", "provider_id", "payment_collection.order.id"],
    filters: { id: event.data.id },
  })
  const orderId = (payment as { payment_collection?: { order?: { id?: string } } } | undefined)?.payment_collection?.order?.id
  if (!payment || payment.provider_id.startsWith("pp_stripe") || !orderId) return
  const order = await loadOrderView(container, orderId)
  if (!order) return
  await sendEmail(container, {
    to: order.email,
    template: "payment-received",
    idempotencyKey: `payment-received:${order.id}`,
    orderId: order.id,
    content: paymentReceived(order, shopSettings()),
  })
}

export const config: SubscriberConfig = { event: "payment.captured" }
