import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { CATALOGUE_INDEX_MODULE } from "../../../modules/catalogue-index"
import type CatalogueIndexService from "../../../modules/catalogue-index/service"
import { HighlightsQuery, parseQuery, salesChannelIdsOf } from "../validators"

/** The merchandisers' new or featured pieces, newest first. */
export const GET = async (req: MedusaStoreRequest, res: MedusaResponse) => {
  const { flag, limit, lang } = parseQuery(HighlightsQuery, req.query)
  const catalogue = req.scope.resolve<CatalogueIndexService>(CATALOGUE_INDEX_MODULE)
  const products = await catalogue.listHighlights(flag === "new" ? "is_new" : "is_featured", salesChannelIdsOf(req), limit, lang)
  res.json({ products })
}
