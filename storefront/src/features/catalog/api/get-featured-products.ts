import type { Product } from "@contract/product"
import { useQuery } from "@tanstack/react-query"
import { jsonQueryOptions } from "@/lib/json-query"

export function getFeaturedProductsQueryOptions() {
  return jsonQueryOptions<Product[]>("/api/featured-products")
}

export function useFeaturedProducts() {
  return useQuery(getFeaturedProductsQueryOptions())
}
