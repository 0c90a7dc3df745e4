import type { FilterOptions } from "@contract/catalogue"
import { useQuery } from "@tanstack/react-query"
import { jsonQueryOptions } from "@/lib/json-query"

export function getFilterOptionsQueryOptions() {
  return jsonQueryOptions<FilterOptions>("/api/filters")
}

export function useFilterOptions() {
  return useQuery(getFilterOptionsQueryOptions())
}
