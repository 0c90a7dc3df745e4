import type { Product } from "@contract/product"
import { useQuery } from "@tanstack/react-query"
import { jsonQueryOptions } from "@/lib/json-query"

export function getNewProductsQueryOptions() {
  return jsonQueryOptions<Product[]>("/api/new-products")
}

export function useNewProducts() {
  return useQuery(getNewProductsQueryOptions())
}
