import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { CATALOGUE_INDEX_MODULE } from "../../../../modules/catalogue-index"
import type CatalogueIndexService from "../../../../modules/catalogue-index/service"
import { LanguageQuery, parseQuery, salesChannelIdsOf } from "../../validators"

export const GET = async (req: MedusaStoreRequest, res: MedusaResponse) => {
  const { lang } = parseQuery(LanguageQuery, req.query)
  const catalogue = req.scope.resolve<CatalogueIndexService>(CATALOGUE_INDEX_MODULE)
  const product = await catalogue.retrieveByHandle(String(req.params.handle), salesChannelIdsOf(req), lang)
  if (!product) throw new MedusaError(MedusaError.Types.NOT_FOUND, `No product with handle "${req.params.handle}"`)
  res.json({ product })
}
