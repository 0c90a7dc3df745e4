import type { Product } from "@contract/product"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { getJson } from "@/lib/api-client"

export function getFeaturedProducts(signal?: AbortSignal): Promise<Product[]> {
  return getJson<Product[]>("/api/featured-products", signal)
}

export function getFeaturedProductsQueryOptions() {
  return queryOptions({
    queryKey: ["/api/featured-products"],
    queryFn: ({ signal }) => getFeaturedProducts(signal),
  })
}

export function useFeaturedProducts() {
  return useQuery(getFeaturedProductsQueryOptions())
}
