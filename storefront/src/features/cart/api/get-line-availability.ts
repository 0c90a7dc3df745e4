import type { Product } from "@contract/product"
import { queryOptions, useQueries } from "@tanstack/react-query"
import { getJson } from "@/lib/api-client"

export function getLineAvailability(handle: string, signal?: AbortSignal): Promise<Product> {
  return getJson<Product>(`/api/products/${encodeURIComponent(handle)}`, signal)
}

// Same key as the product page's query, so either one refreshes the other.
export function getLineAvailabilityQueryOptions(handle: string) {
  return queryOptions({
    queryKey: ["/api/products", encodeURIComponent(handle)],
    queryFn: ({ signal }) => getLineAvailability(handle, signal),
    // A cart's unique pieces can sell out at any moment: re-check whenever the
    // panel opens instead of trusting the cache forever.
    refetchOnMount: "always",
  })
}

export function useLinesAvailability(handles: string[]) {
  return useQueries({ queries: handles.map((handle) => getLineAvailabilityQueryOptions(handle)) })
}
