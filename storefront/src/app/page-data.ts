import type { QueryClient } from "@tanstack/react-query"
import { matchPath } from "react-router-dom"
import { getCategoriesQueryOptions } from "@/features/catalog/api/get-categories"
import { getFeaturedProductsQueryOptions } from "@/features/catalog/api/get-featured-products"
import { getFilterOptionsQueryOptions } from "@/features/catalog/api/get-filters"
import { getNewProductsQueryOptions } from "@/features/catalog/api/get-new-products"
import { getProductQueryOptions } from "@/features/catalog/api/get-product"
import { getProductsQueryOptions } from "@/features/catalog/api/get-products"
import { listingFilters } from "@/features/catalog/hooks/use-listing-filters"
import { splitLanguage } from "@/i18n/language"

/**
 * Fetches into `client` the catalogue answers a page's first screen shows, so the server can
 * draw it; false for a page it does not draw (one that depends on the visitor: cart, account).
 * Any failed answer rejects, and the page goes out undrawn.
 */
export async function prefetchPage(url: URL, client: QueryClient): Promise<boolean> {
  const { searchParams } = url
  const { language, path: pathname } = splitLanguage(url.pathname)
  const queries: Promise<unknown>[] = []
  const listing = matchPath("/products/:category", pathname) ?? matchPath("/products", pathname)
  const product = matchPath("/product/:handle", pathname)
  if (pathname === "/") {
    queries.push(
      client.fetchQuery(getFeaturedProductsQueryOptions(language)),
      client.fetchQuery(getNewProductsQueryOptions(language))
    )
  } else if (listing) {
    const filters = listingFilters(searchParams, listing.params.category)
    queries.push(
      client.fetchQuery(getProductsQueryOptions(filters, language)),
      client.fetchQuery(getFilterOptionsQueryOptions(language))
    )
  } else if (product?.params.handle) {
    queries.push(client.fetchQuery(getProductQueryOptions(product.params.handle, language)))
  } else {
    return false
  }
  // The header's category bar is on every page.
  queries.push(client.fetchQuery(getCategoriesQueryOptions(language)))
  await Promise.all(queries)
  return true
}
