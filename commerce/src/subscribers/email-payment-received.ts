import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { invoiceAttachment } from "../lib/invoices/invoice-attachment"
import { loadOrderView } from "../lib/email/order-view"
import { sendEmail } from "../lib/email/send"
import { shopSettings } from "../lib/email/settings"
import { paymentReceived } from "../lib/email/templates"

/**
 * 'Payment received' once an order's payment is captured: a bank transfer's money recorded, or
 * a card captured right after the order is placed. It carries the invoice as a PDF, issued in
 * the same workflow as the capture (decision 208).
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
  if (!payment || !orderId) return
  const order = await loadOrderView(container, orderId)
  if (!order) return
  await sendEmail(container, {
    to: order.email,
    template: "payment-received",
    idempotencyKey: `payment-received:${order.id}`,
    orderId: order.id,
    content: paymentReceived(order, shopSettings()),
    attachments: await invoiceAttachment(container, order.id),
  })
}

export const config: SubscriberConfig = { event: "payment.captured" }
