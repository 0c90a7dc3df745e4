import { z } from "zod"
import { Product } from "./product.js"

const ProductId = z.string().regex(/^prod_[A-Za-z0-9]{1,60}$/, "productIds must hold product ids (prod_…)")

/** Pieces to watch: one heart, or the list a guest kept in the browser, merged on sign-in. */
export const AddToWatchList = z
  .object({
    productIds: z
      .array(ProductId, { error: "productIds must be a list of product ids" })
      .min(1, "productIds must name at least one piece")
      .max(100, "productIds may name at most 100 pieces at once"),
  })
  .strict()
export type AddToWatchList = z.infer<typeof AddToWatchList>

export const WatchEntryId = z.object({ id: z.string().regex(/^watch_[A-Za-z0-9]{1,60}$/, "id is not a watch-list entry") })

/** available: can be bought; sold: no stock left, kept on the list; unavailable: no longer listed in the shop. */
export const WatchState = z.enum(["available", "sold", "unavailable"])
export type WatchState = z.infer<typeof WatchState>

export const WatchEntry = z.object({
  id: z.string(),
  productId: z.string(),
  addedAt: z.string(),
  state: WatchState,
  // Off once the collector used a price e-mail's unsubscribe link.
  priceAlerts: z.boolean(),
  // The piece as the catalogue holds it now (current price); null when it is no longer listed.
  product: Product.nullable(),
})
export type WatchEntry = z.infer<typeof WatchEntry>

export const WatchList = z.object({ entries: z.array(WatchEntry) })
export type WatchList = z.infer<typeof WatchList>

/** The one-click unsubscribe of a price-drop e-mail: the link's signed token. */
export const WatchUnsubscribe = z.object({ token: z.string().min(1, "token is missing").max(300, "token is not valid") })
export type WatchUnsubscribe = z.infer<typeof WatchUnsubscribe>
