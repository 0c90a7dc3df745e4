import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { findById } from "../lib/find-by-id"
import { loadOrderView } from "../lib/email/order-view"
import { sendOrderEmail } from "../lib/email/send"
import { shopSettings } from "../lib/email/settings"
import { orderShipped } from "../lib/email/templates"

type Parcel = {
  id: string
  metadata?: Record<string, unknown> | null
  labels?: ({ tracking_number?: string | null } | null)[] | null
  order?: { id?: string } | null
}

/**
 * 'Your order has shipped', with the tracking number from the fulfilment's label and the
 * carrier the staff member gave (kept in the fulfilment's metadata), when they gave them.
 */
export default async function emailOrderShipped({ event, container }: SubscriberArgs<{ id: string; no_notification?: boolean }>) {
  if (event.data.no_notification) return
  const parcel = await findById<Parcel>(container, "fulfillment", event.data.id, [
    "id",
    "metadata",
    "labels.tracking_number",
    "order.id",
  ])
  if (!parcel?.order?.id) return
  const order = await loadOrderView(container, parcel.order.id)
  if (!order) return
  const carrier = typeof parcel.metadata?.carrier === "string" ? parcel.metadata.carrier : undefined
  const numbers = (parcel.labels ?? []).map((l) => l?.tracking_number ?? undefined).filter((n): n is string => !!n)
  const tracking = numbers.length ? numbers.map((number) => ({ number, carrier })) : [{ carrier }]
  await sendOrderEmail(container, order, {
    template: "order-shipped",
    key: parcel.id,
    content: orderShipped(order, shopSettings(), tracking),
  })
}

export const config: SubscriberConfig = { event: "shipment.created" }
