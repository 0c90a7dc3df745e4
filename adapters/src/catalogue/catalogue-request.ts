import { DEFAULT_PAGE_SIZE } from "../contract/product-query.js"
import type { ProductQuery, ProductSort } from "../contract/product-query.js"
import { findCategory, matchCountries, matchMaterials } from "../mapping/lookups.js"
import type { CatalogueLookups } from "../mapping/lookups.js"
import type { Language } from "../contract/language.js"

/** The query string of Medusa's GET /catalogue/products (commerce/src/api/catalogue). */
export type CatalogueQuery = {
  q?: string
  category_id?: string
  country?: string[]
  material?: string[]
  period?: string
  quality?: string
  listed_after?: string
  price_min?: number
  price_max?: number
  sort: ProductSort
  offset: number
  limit: number
  /** Only when not English, so English pages ask Medusa as they always did. */
  lang?: "de" | "fr"
}

export type PlannedQuery =
  | { kind: "query"; query: CatalogueQuery; page: number; limit: number }
  // A filter value the catalogue does not hold: the answer is empty, no need to ask.
  | { kind: "empty"; page: number; limit: number }

/** relevance needs words to rank by; without them the newest pieces come first. */
export function effectiveSort(query: ProductQuery): ProductSort {
  const sort = query.sort ?? (query.search ? "relevance" : "newest")
  return sort === "relevance" && !query.search ? "newest" : sort
}

/**
 * Turns the validated /api/products query into one catalogue query; filters combine with AND.
 * `previousVisitAt` is the signed-in collector's previous visit, for `new`: without one, nothing is new.
 * The language's category, country and material names find theirs, as the handles and English names do.
 */
export function planProductQuery(
  query: ProductQuery,
  lookups: CatalogueLookups,
  previousVisitAt?: string | null,
  language: Language = "en"
): PlannedQuery {
  const page = query.page ?? 1
  const limit = query.limit ?? DEFAULT_PAGE_SIZE
  const planned: CatalogueQuery = { sort: effectiveSort(query), offset: (page - 1) * limit, limit }

  if (query.category) {
    const category = findCategory(query.category, lookups.categories)
    if (!category) return { kind: "empty", page, limit }
    planned.category_id = category.id
  }
  if (query.country) {
    const countries = matchCountries(query.country, lookups.countries, lookups.countryLabels)
    if (!countries.length) return { kind: "empty", page, limit }
    planned.country = countries
  }
  if (query.material) {
    const materials = matchMaterials(query.material, lookups.materials, lookups.materialLabels)
    if (!materials.length) return { kind: "empty", page, limit }
    planned.material = materials
  }
  if (query.new) {
    if (!previousVisitAt) return { kind: "empty", page, limit }
    planned.listed_after = previousVisitAt
  }
  if (query.period) planned.period = query.period
  if (query.quality) planned.quality = query.quality
  if (query.priceMin !== undefined) planned.price_min = query.priceMin
  if (query.priceMax !== undefined) planned.price_max = query.priceMax
  if (query.search) planned.q = query.search
  if (language !== "en") planned.lang = language
  return { kind: "query", query: planned, page, limit }
}
