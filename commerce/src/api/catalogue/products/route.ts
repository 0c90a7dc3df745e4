import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { CATALOGUE_INDEX_MODULE } from "../../../modules/catalogue-index"
import type CatalogueIndexService from "../../../modules/catalogue-index/service"
import { CatalogueProductsQuery, parseQuery, salesChannelIdsOf } from "../validators"

/**
 * One page of the catalogue read model: published, in the key's sales channel, every filter ANDed, in a language.
 * Its ETag names the page at the catalogue's version: asked with it (If-None-Match), a 304 without the page.
 */
export const GET = async (req: MedusaStoreRequest, res: MedusaResponse) => {
  const query = parseQuery(CatalogueProductsQuery, req.query)
  const catalogue = req.scope.resolve<CatalogueIndexService>(CATALOGUE_INDEX_MODULE)
  const { tag, answer } = await catalogue.searchPage(
    {
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
    },
    heldUnder(req.get("if-none-match"))
  )
  res.set("etag", tag)
  if (answer === undefined) return void res.status(304).end()
  res.type("application/json").send(answer)
}

/** If-None-Match as HTTP compares it: `*`, or any of its tags, weak ones included (RFC 9110, 13.1.2). */
function heldUnder(header: string | undefined): ((tag: string) => boolean) | undefined {
  if (header === undefined) return undefined
  const tags = header.split(",").map((one) => one.trim().replace(/^W\//, ""))
  return (tag) => tags.includes("*") || tags.includes(tag)
}
