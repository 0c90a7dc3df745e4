import { z } from "zod"
import type { WatchEntry, WatchList } from "../contract/watch-list.js"
import { CatalogueDocument } from "../mapping/catalogue-document.js"
import { toShopProduct, type MappingContext } from "../mapping/to-shop-product.js"

export const MedusaWatchList = z.object({
  watch_list: z.array(
    z.object({
      id: z.string(),
      product_id: z.string(),
      created_at: z.string(),
      state: z.enum(["available", "sold", "unavailable"]),
      price_alerts: z.boolean(),
      product: CatalogueDocument.nullable(),
    })
  ),
})

/** Medusa's watch list as the contract's. Pure. */
export const toWatchList = (raw: z.infer<typeof MedusaWatchList>, context: MappingContext): WatchList => ({
  entries: raw.watch_list.map((entry): WatchEntry => ({
    id: entry.id,
    productId: entry.product_id,
    addedAt: entry.created_at,
    state: entry.state,
    priceAlerts: entry.price_alerts,
    product: entry.product ? toShopProduct(entry.product, context) : null,
  })),
})
