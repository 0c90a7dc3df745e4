import type { Category } from "@contract/catalogue"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { getJson } from "@/lib/api-client"

export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return getJson<Category[]>("/api/categories", signal)
}

export function getCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ["/api/categories"],
    queryFn: ({ signal }) => getCategories(signal),
  })
}

export function useCategories() {
  return useQuery(getCategoriesQueryOptions())
}
