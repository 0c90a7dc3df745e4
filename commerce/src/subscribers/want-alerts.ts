import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { productIdsForEvent, queryOf } from "../modules/catalogue-index/sync"
import { alertWants } from "../lib/wants/alerts"

/**
 * A piece published (or its stock or collector data arriving), or its price changed: the
 * wants it matches for the first time hear of it.
 */
export default async function wantAlerts({ event, container }: SubscriberArgs<{ id?: string | string[] }>) {
  await alertWants(container, await productIdsForEvent(queryOf(container), event.name, event.data))
}

export const config: SubscriberConfig = {
  event: [
    "product.created",
    "product.updated",
    "product-variant.updated",
    "inventory-level.created",
    "inventory-level.updated",
    "collector-item.created",
    "collector-item.updated",
    "numismatics.collector-item.created",
    "numismatics.collector-item.updated",
  ],
  context: { subscriberId: "want-alerts" },
}
