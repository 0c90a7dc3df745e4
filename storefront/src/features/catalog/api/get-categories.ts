import type { Category } from "@contract/catalogue"
import { useQuery } from "@tanstack/react-query"
import { useLanguage } from "@/i18n/react"
import type { Language } from "@/i18n/language"
import { jsonQueryOptions, withLanguage } from "@/lib/json-query"

export function getCategoriesQueryOptions(language: Language) {
  return jsonQueryOptions<Category[]>(withLanguage("/api/categories", language))
}

export function useCategories() {
  return useQuery(getCategoriesQueryOptions(useLanguage()))
}
