import type { AuthenticatedMedusaRequest, MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { CATALOGUE_INDEX_MODULE } from "../../../../../modules/catalogue-index"
import type CatalogueIndexService from "../../../../../modules/catalogue-index/service"
import { WATCH_LIST_MODULE } from "../../../../../modules/watch-list"
import type WatchListModuleService from "../../../../../modules/watch-list/service"
import { salesChannelIdsOf } from "../../../../catalogue/validators"
import { AddToWatchList, MAX_WATCHED, parseInput } from "./validators"
import { watchListOf } from "./watch-list-view"

/** A signed-in customer's request through the shop's publishable key. */
type CustomerRequest = AuthenticatedMedusaRequest & MedusaStoreRequest

/** The signed-in customer's watch list. */
export const GET = async (req: CustomerRequest, res: MedusaResponse) => {
  res.json({ watch_list: await watchListOf(req.scope, req.auth_context.actor_id, salesChannelIdsOf(req)) })
}

/**
 * Watches pieces (one heart, or a guest's list merged on sign-in): pieces already
 * watched or not in the catalogue are passed over. Under Medusa's lock on the
 * customer's list, so two tabs adding at once neither duplicate nor pass the limit.
 */
export const POST = async (req: CustomerRequest, res: MedusaResponse) => {
  const { product_ids } = parseInput(AddToWatchList, req.body)
  const customerId = req.auth_context.actor_id
  const salesChannelIds = salesChannelIdsOf(req)
  const watch = req.scope.resolve<WatchListModuleService>(WATCH_LIST_MODULE)
  const catalogue = req.scope.resolve<CatalogueIndexService>(CATALOGUE_INDEX_MODULE)
  const locking = req.scope.resolve(Modules.LOCKING)
  await locking.execute(
    `watch-list:${customerId}`,
    async () => {
      const wanted = [...new Set(product_ids)]
      const listed = (await catalogue.listCatalogueEntries({ id: wanted, status: "published" }, { take: null })).filter((row) =>
        row.sales_channel_ids.some((id) => salesChannelIds.includes(id))
      )
      const [watched, count] = await watch.listAndCountWatchEntries({ customer_id: customerId }, { take: null })
      const known = new Set(watched.map((entry) => entry.product_id))
      const fresh = listed.filter((row) => !known.has(row.id))
      if (count + fresh.length > MAX_WATCHED) {
        throw new MedusaError(
          MedusaError.Types.NOT_ALLOWED,
          `A watch list holds at most ${MAX_WATCHED} pieces; remove some before adding more.`
        )
      }
      if (fresh.length) {
        await watch.createWatchEntries(
          fresh.map((row) => ({
            customer_id: customerId,
            product_id: row.id,
            price_seen_cents: row.price === null ? null : Math.round(row.price * 100),
          }))
        )
      }
    },
    { timeout: 20 }
  )
  res.json({ watch_list: await watchListOf(req.scope, customerId, salesChannelIds) })
}
