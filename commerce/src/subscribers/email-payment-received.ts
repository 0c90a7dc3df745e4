import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { findById } from "../lib/find-by-id"
import { invoiceAttachment } from "../lib/invoices/invoice-attachment"
import { loadOrderView } from "../lib/email/order-view"
import { sendOrderEmail } from "../lib/email/send"
import { shopSettings } from "../lib/email/settings"
import { paymentReceived } from "../lib/email/templates"

/**
 * 'Payment received' once an order's payment is captured: a bank transfer's money recorded, or
 * a card captured right after the order is placed. It carries the invoice as a PDF, issued in
 * the same workflow as the capture (decision 208).
 */
export default async function emailPaymentReceived({ event, container }: SubscriberArgs<{ id: string }>) {
  const payment = await findById<{ payment_collection?: { order?: { id?: string } } }>(container, "payment", event.data.id, [
    "payment_collection.order.id",
  ])
  const orderId = payment?.payment_collection?.order?.id
  if (!orderId) return
  const order = await loadOrderView(container, orderId)
  if (!order) return
  await sendOrderEmail(container, order, {
    template: "payment-received",
    content: paymentReceived(order, shopSettings()),
    attachments: await invoiceAttachment(container, order.id),
  })
}

export const config: SubscriberConfig = { event: "payment.captured" }
