import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { CATALOGUE_INDEX_MODULE } from "../modules/catalogue-index"
import type CatalogueIndexService from "../modules/catalogue-index/service"
import { CATALOGUE_EVENTS, productIdsForEvent, queryOf, syncProducts } from "../modules/catalogue-index/sync"

/**
 * Keeps the catalogue read model current: whatever changes a product, its
 * price, its stock or its collector record rewrites that product's row.
 */
export default async function catalogueSync({ event, container }: SubscriberArgs<{ id?: string | string[] }>) {
  const productIds = await productIdsForEvent(queryOf(container), event.name, event.data)
  if (event.name === "product.deleted") {
    await container.resolve<CatalogueIndexService>(CATALOGUE_INDEX_MODULE).removeProducts(productIds)
    return
  }
  await syncProducts(container, productIds)
}

export const config: SubscriberConfig = {
  event: CATALOGUE_EVENTS,
  context: { subscriberId: "catalogue-sync" },
}
