import type { ProductDetail } from "@contract/product"
import { useQuery } from "@tanstack/react-query"
import { jsonQueryOptions } from "@/lib/json-query"

export function getProductQueryOptions(handle: string) {
  return jsonQueryOptions<ProductDetail>("/api/products", encodeURIComponent(handle))
}

export function useProduct(handle: string) {
  return useQuery(getProductQueryOptions(handle))
}
