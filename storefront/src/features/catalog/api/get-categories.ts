import type { Category } from "@contract/catalogue"
import { useQuery } from "@tanstack/react-query"
import { jsonQueryOptions } from "@/lib/json-query"

export function getCategoriesQueryOptions() {
  return jsonQueryOptions<Category[]>("/api/categories")
}

export function useCategories() {
  return useQuery(getCategoriesQueryOptions())
}
