import type { Product } from "@contract/product"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { getJson } from "@/lib/api-client"

export function getNewProducts(signal?: AbortSignal): Promise<Product[]> {
  return getJson<Product[]>("/api/new-products", signal)
}

export function getNewProductsQueryOptions() {
  return queryOptions({
    queryKey: ["/api/new-products"],
    queryFn: ({ signal }) => getNewProducts(signal),
  })
}

export function useNewProducts() {
  return useQuery(getNewProductsQueryOptions())
}
