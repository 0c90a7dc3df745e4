import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { orderIdsOf, refreshOrderRows } from "../modules/order-rows/rows"

/**
 * Medusa's events that change what an order's dashboard row holds (status, total, e-mail,
 * names), wherever the change was made: the back office, Medusa's own workflows, jobs.
 */
export const ORDER_ROW_EVENTS = [
  "order.placed",
  "order.updated",
  "order.canceled",
  "order.completed",
  "order.archived",
  "order.fulfillment_created",
  "order.fulfillment_canceled",
  "order.return_received",
  "order.claim_created",
  "order.exchange_created",
  "order-edit.confirmed",
  "shipment.created",
  "delivery.created",
  "payment.captured",
  "payment.refunded",
  "customer.updated",
]

type EventData = { id?: string | string[]; order_id?: string | string[] }

/** Recomputes the rows of the orders the event names, after the change is committed (decision 122). */
export default async function orderRows({ event, container }: SubscriberArgs<EventData>) {
  const ids = [event.data?.id, event.data?.order_id].flat().filter((id): id is string => typeof id === "string")
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  await refreshOrderRows(db, await orderIdsOf(db, ids))
}

export const config: SubscriberConfig = { event: ORDER_ROW_EVENTS, context: { subscriberId: "order-rows" } }
