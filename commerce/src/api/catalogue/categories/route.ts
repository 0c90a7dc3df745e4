import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { translatedTexts, type TranslationRow } from "../../../modules/catalogue-index/projection"
import { translationsOfReferences } from "../../../modules/catalogue-index/sync"
import { LanguageQuery, parseQuery } from "../validators"

type CategoryRow = { id: string; name: string; handle: string; rank: number | null }

/**
 * The shop's categories in display order, their names in a language (English where one has no
 * translation): the shape of Medusa's GET /store/product-categories, which knows only whole locales.
 */
export const GET = async (req: MedusaStoreRequest, res: MedusaResponse) => {
  const { lang } = parseQuery(LanguageQuery, req.query)
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "product_category",
    fields: ["id", "name", "handle", "rank"],
    filters: { is_active: true, is_internal: false },
  })
  const categories = (data as CategoryRow[]).sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0))
  const translations: TranslationRow[] =
    lang === "en"
      ? []
      : await translationsOfReferences(
          req.scope,
          categories.map((c) => c.id),
          ["product_category"]
        )
  res.json({
    product_categories: categories.map(({ id, name, handle }) => ({
      id,
      name: lang === "en" ? name : (translatedTexts(translations, id, lang).name ?? name),
      handle,
    })),
  })
}
