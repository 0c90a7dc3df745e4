import { useEffect, useRef } from "react"
import { useLocation, useNavigate, useParams, useSearchParams } from "react-router-dom"
import { PRODUCTS_PER_PAGE } from "@/config/constants"
import type { ProductSort } from "@contract/product-query"
import { MAX_PAGE, PRODUCT_SORTS } from "@contract/product-query-limits"
import type { ProductFilters } from "../api/get-products"
import { localisePath, splitLanguage } from "@/i18n/language"

export type ListingFilterKey =
  "search" | "category" | "country" | "material" | "period" | "quality" | "priceMin" | "priceMax" | "new" | "sort"

// The shop pages up to MAX_PAGE; anything else in the URL means the first page.
function parsePage(raw: string | null): number {
  const page = Number(raw)
  return Number.isInteger(page) && page > 1 && page <= MAX_PAGE ? page : 1
}

function parseSort(raw: string | null): ProductSort | undefined {
  return PRODUCT_SORTS.find((sort) => sort === raw)
}

/** The filters a listing's URL names (the server reads them the same way to draw the page). */
export function listingFilters(params: URLSearchParams, segment: string | undefined): ProductFilters {
  const text = (key: string) => params.get(key)?.trim() || undefined
  return {
    search: text("search"),
    category: text("category") ?? segment,
    country: text("country"),
    material: text("material"),
    period: text("period"),
    quality: text("quality"),
    priceMin: text("priceMin"),
    priceMax: text("priceMax"),
    new: params.get("new") === "1" ? "1" : undefined,
    sort: parseSort(params.get("sort")),
    page: parsePage(params.get("page")),
    limit: PRODUCTS_PER_PAGE,
  }
}

/**
 * The listing's filters live in the URL (spec §2): query parameters, plus the
 * optional /products/{category} segment. Changing a filter returns to page 1.
 */
export function useListingFilters() {
  const [params] = useSearchParams()
  const { category: segment } = useParams()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const filters = listingFilters(params, segment)
  // The filters last asked for, until the listing they ask for is drawn. A price typed just
  // before a sort is chosen applies after its pause, maybe while the sorted listing is still
  // loading (a transition); starting from what is drawn would drop the sort.
  const asked = useRef<URLSearchParams | null>(null)
  const drawn = params.toString()
  useEffect(() => {
    asked.current = null
  }, [drawn])

  const href = (next: URLSearchParams, base = pathname) => {
    const qs = next.toString()
    return qs ? `${base}?${qs}` : base
  }

  /** Several filters in one step of the history (a chip that clears both prices). */
  const setFilters = (changes: Partial<Record<ListingFilterKey, string>>, options: { replace?: boolean } = {}) => {
    const next = new URLSearchParams(asked.current ?? params)
    for (const [key, value] of Object.entries(changes)) {
      const trimmed = value.trim()
      if (trimmed) next.set(key, trimmed)
      else next.delete(key)
    }
    next.delete("page")
    // A category chosen in the dropdown replaces the one in the path.
    const base = "category" in changes && segment ? localisePath("/products", splitLanguage(pathname).language) : pathname
    asked.current = next
    void navigate(href(next, base), { replace: options.replace })
  }

  const setFilter = (key: ListingFilterKey, value: string, options: { replace?: boolean } = {}) =>
    setFilters({ [key]: value }, options)

  const pageHref = (page: number) => {
    const next = new URLSearchParams(params)
    if (page > 1) next.set("page", String(page))
    else next.delete("page")
    return href(next)
  }

  return { filters, setFilter, setFilters, pageHref }
}
