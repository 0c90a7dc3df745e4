import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { CATALOGUE_INDEX_MODULE } from "../../../modules/catalogue-index"
import type CatalogueIndexService from "../../../modules/catalogue-index/service"
import { LanguageQuery, parseQuery, salesChannelIdsOf } from "../validators"

/** Item counts per category and the countries and materials on sale, named in the language (`lang`). */
export const GET = async (req: MedusaStoreRequest, res: MedusaResponse) => {
  const { lang } = parseQuery(LanguageQuery, req.query)
  const catalogue = req.scope.resolve<CatalogueIndexService>(CATALOGUE_INDEX_MODULE)
  res.json(await catalogue.facets(salesChannelIdsOf(req), lang))
}
