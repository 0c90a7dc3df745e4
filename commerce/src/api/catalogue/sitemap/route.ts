import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { CATALOGUE_INDEX_MODULE } from "../../../modules/catalogue-index"
import type CatalogueIndexService from "../../../modules/catalogue-index/service"
import { parseQuery, salesChannelIdsOf, SitemapQuery } from "../validators"

/** Handles and last changes of the listed products, a slice at a time, for the shop's sitemap. */
export const GET = async (req: MedusaStoreRequest, res: MedusaResponse) => {
  const { offset, limit } = parseQuery(SitemapQuery, req.query)
  const catalogue = req.scope.resolve<CatalogueIndexService>(CATALOGUE_INDEX_MODULE)
  res.json(await catalogue.sitemapSlice(salesChannelIdsOf(req), offset, limit))
}
