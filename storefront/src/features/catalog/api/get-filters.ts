import type { FilterOptions } from "@contract/catalogue"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { getJson } from "@/lib/api-client"

export function getFilterOptions(signal?: AbortSignal): Promise<FilterOptions> {
  return getJson<FilterOptions>("/api/filters", signal)
}

export function getFilterOptionsQueryOptions() {
  return queryOptions({
    queryKey: ["/api/filters"],
    queryFn: ({ signal }) => getFilterOptions(signal),
  })
}

export function useFilterOptions() {
  return useQuery(getFilterOptionsQueryOptions())
}
