import type { Product } from "@contract/product"
import { useQueries } from "@tanstack/react-query"
import { jsonQueryOptions } from "@/lib/json-query"

// Same key as the product page's query, so either one refreshes the other.
export function getLineAvailabilityQueryOptions(handle: string) {
  return {
    ...jsonQueryOptions<Product>("/api/products", encodeURIComponent(handle)),
    // A cart's unique pieces can sell out at any moment: re-check whenever the
    // panel opens instead of trusting the cache forever.
    refetchOnMount: "always" as const,
  }
}

export function useLinesAvailability(handles: string[]) {
  return useQueries({ queries: handles.map((handle) => getLineAvailabilityQueryOptions(handle)) })
}
