import { DEFAULT_PAGE_SIZE } from "../contract/product-query.js"
import type { ProductQuery, ProductSort } from "../contract/product-query.js"
import { findCategory, matchCountries, matchMaterials } from "./lookups.js"
import type { CatalogueLookups } from "./lookups.js"
import { containsPattern, fold } from "./text.js"

export type SearchFilterValue = string | number | boolean | null
export type SearchFilters = { [field: string]: SearchFilterValue | SearchFilterValue[] | SearchFilters | SearchFilters[] }

/** The body of Medusa's POST /store/search for the catalogue index. */
export type StoreSearchQuery = {
  entity: "product"
  fields?: string[]
  filters?: SearchFilters
  pagination: { skip: number; take: number; order?: Record<string, "ASC" | "DESC"> }
  search_options: {
    typo_tolerance?: boolean
    match_strategy?: "all" | "any" | "last"
    count?: "exact" | "estimated" | "none"
    facets?: ({ field: string; limit?: number; sort?: "count" | "alpha" } | string)[]
  }
}

export const DOCUMENT_FIELDS = [
  "id", "handle", "title", "description", "category_ids", "category_handles", "category_names", "material",
  "country", "period", "grade", "denomination", "year", "mint", "weight_grams", "diameter_mm", "catalogue_ref",
  "grading_service", "certificate_number", "is_featured", "is_new", "price", "stock", "created_at", "images",
]

export type PlannedSearch =
  | { kind: "search"; query: StoreSearchQuery; page: number; limit: number }
  // A filter value the catalogue does not hold: the answer is empty, no need to ask.
  | { kind: "empty"; page: number; limit: number }

export function effectiveSort(query: ProductQuery): ProductSort {
  const sort = query.sort ?? (query.search ? "relevance" : "newest")
  return sort === "relevance" && !query.search ? "newest" : sort
}

// Ties are broken by id so that pages never overlap or skip an item.
const ORDERS: Record<ProductSort, Record<string, "ASC" | "DESC">> = {
  relevance: { _score: "DESC", id: "ASC" },
  newest: { created_at: "DESC", id: "ASC" },
  price_asc: { price: "ASC", id: "ASC" },
  price_desc: { price: "DESC", id: "ASC" },
}

/** Turns the validated /api/products query into one engine query; filters combine with AND. */
export function planProductSearch(query: ProductQuery, lookups: CatalogueLookups): PlannedSearch {
  const page = query.page ?? 1
  const limit = query.limit ?? DEFAULT_PAGE_SIZE
  const filters: SearchFilters = {}

  if (query.category) {
    const category = findCategory(query.category, lookups.categories)
    if (!category) return { kind: "empty", page, limit }
    filters.category_ids = category.id
  }
  if (query.country) {
    const countries = matchCountries(query.country, lookups.countries)
    if (!countries.length) return { kind: "empty", page, limit }
    filters.country = countries
  }
  if (query.material) {
    const materials = matchMaterials(query.material, lookups.materials)
    if (!materials.length) return { kind: "empty", page, limit }
    filters.material = materials
  }
  if (query.period) filters.period_folded = { $like: containsPattern(query.period) }
  if (query.quality) filters.grade_folded = { $like: containsPattern(query.quality) }
  if (query.search) filters.q = fold(query.search)

  return {
    kind: "search",
    page,
    limit,
    query: {
      entity: "product",
      fields: DOCUMENT_FIELDS,
      filters,
      pagination: { skip: (page - 1) * limit, take: limit, order: ORDERS[effectiveSort(query)] },
      search_options: { typo_tolerance: !!query.search, match_strategy: "all", count: "exact" },
    },
  }
}
