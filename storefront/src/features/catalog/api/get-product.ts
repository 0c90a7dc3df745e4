import type { ProductDetail } from "@contract/product"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { getJson } from "@/lib/api-client"

export function getProduct(handle: string, signal?: AbortSignal): Promise<ProductDetail> {
  return getJson<ProductDetail>(`/api/products/${encodeURIComponent(handle)}`, signal)
}

// The key's parts join to the same path, so the default loader agrees with it.
export function getProductQueryOptions(handle: string) {
  return queryOptions({
    queryKey: ["/api/products", encodeURIComponent(handle)],
    queryFn: ({ signal }) => getProduct(handle, signal),
  })
}

export function useProduct(handle: string) {
  return useQuery(getProductQueryOptions(handle))
}
