import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { productIdsForEvent, queryOf } from "../modules/catalogue-index/sync"
import { tellPriceDrops } from "../lib/watch-list/price-drops"

/** A price change on a product or its variants: the watchers of a piece that became cheaper hear of it. */
export default async function watchListPriceDrops({ event, container }: SubscriberArgs<{ id?: string | string[] }>) {
  await tellPriceDrops(container, await productIdsForEvent(queryOf(container), event.name, event.data))
}

export const config: SubscriberConfig = {
  event: ["product.updated", "product-variant.updated", "product-variant.created", "product-variant.deleted"],
  context: { subscriberId: "watch-list-price-drops" },
}
