import type { ProductList } from "@contract/product"
import type { ProductSort } from "@contract/product-query"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { useLanguage } from "@/i18n/react"
import type { Language } from "@/i18n/language"
import { getJson } from "@/lib/api-client"
import { withLanguage } from "@/lib/json-query"

export type ProductFilters = {
  search?: string
  category?: string
  country?: string
  material?: string
  period?: string
  quality?: string
  /** Euros as the URL holds them, e.g. "12.50"; the shop server checks them. */
  priceMin?: string
  priceMax?: string
  /** "1": only pieces listed since the signed-in collector's previous visit. */
  new?: "1"
  sort?: ProductSort
  page?: number
  limit?: number
}

const PARAM_ORDER = [
  "search",
  "category",
  "country",
  "material",
  "period",
  "quality",
  "priceMin",
  "priceMax",
  "new",
  "sort",
  "page",
  "limit",
] as const

/** The query string of GET /api/products: only the filters that are set, in a stable order. */
export function toProductsQueryString(filters: ProductFilters): string {
  const params = new URLSearchParams()
  for (const key of PARAM_ORDER) {
    const value = filters[key]
    if (value === undefined || value === "") continue
    params.set(key, String(value))
  }
  return params.toString()
}

export function getProducts(filters: ProductFilters, signal?: AbortSignal, language: Language = "en"): Promise<ProductList> {
  const qs = toProductsQueryString(filters)
  return getJson<ProductList>(withLanguage(qs ? `/api/products?${qs}` : "/api/products", language), signal)
}

export function getProductsQueryOptions(filters: ProductFilters, language: Language) {
  return queryOptions({
    queryKey: language === "en" ? ["/api/products", { ...filters }] : ["/api/products", { ...filters }, language],
    queryFn: ({ signal }) => getProducts(filters, signal, language),
  })
}

export function useProducts(filters: ProductFilters) {
  return useQuery(getProductsQueryOptions(filters, useLanguage()))
}
