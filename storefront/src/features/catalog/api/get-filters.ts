import type { FilterOptions } from "@contract/catalogue"
import { useQuery } from "@tanstack/react-query"
import { useLanguage } from "@/i18n/react"
import type { Language } from "@/i18n/language"
import { jsonQueryOptions, withLanguage } from "@/lib/json-query"

export function getFilterOptionsQueryOptions(language: Language) {
  return jsonQueryOptions<FilterOptions>(withLanguage("/api/filters", language))
}

export function useFilterOptions() {
  return useQuery(getFilterOptionsQueryOptions(useLanguage()))
}
