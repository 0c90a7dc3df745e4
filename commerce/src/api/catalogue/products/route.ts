import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { CATALOGUE_INDEX_MODULE } from "../../../modules/catalogue-index"
import type CatalogueIndexService from "../../../modules/catalogue-index/service"
import { CatalogueProductsQuery, parseQuery, salesChannelIdsOf } from "../validators"

/** One page of the catalogue read model: published, in the key's sales channel, every filter ANDed, in a language. */
export const GET = async (req: MedusaStoreRequest, res: MedusaResponse) => {
  const query = parseQuery(CatalogueProductsQuery, req.query)
  const catalogue = req.scope.resolve<CatalogueIndexService>(CATALOGUE_INDEX_MODULE)
  const answer = await catalogue.searchPage({
    sales_channel_ids: salesChannelIdsOf(req),
    q: query.q,
    category_id: query.category_id,
    countries: query.country,
    materials: query.material,
    period: query.period,
    quality: query.quality,
    listed_after: query.listed_after,
    price_min: query.price_min,
    price_max: query.price_max,
    sort: query.sort,
    offset: query.offset,
    limit: query.limit,
    language: query.lang,
  })
  res.type("application/json").send(answer)
}
