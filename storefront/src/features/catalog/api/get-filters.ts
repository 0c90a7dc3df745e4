import type { FilterOption, FilterOptions } from "@contract/catalogue"
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

/**
 * What the page's language calls a country or material the address holds: the address keeps the
 * value (English) in every language, or a name a person typed in (docs/decisions/247).
 */
export function filterLabel(options: FilterOption[] | undefined, value: string): string {
  const wanted = value.toLocaleLowerCase()
  const match = options?.find((o) => o.value.toLocaleLowerCase() === wanted || o.label.toLocaleLowerCase() === wanted)
  return match?.label ?? value
}

/** The page's name of a country or material value, once the options have loaded (the value until then). */
export function useFilterName(): (filter: "country" | "material", value: string) => string {
  const { data } = useFilterOptions()
  return (filter, value) => filterLabel(filter === "country" ? data?.countries : data?.materials, value)
}

/** The page's names of the country and material the address filters by, once the options have loaded. */
export function useFilterLabels(filters: { country?: string; material?: string }): { country?: string; material?: string } {
  const name = useFilterName()
  return {
    country: filters.country === undefined ? undefined : name("country", filters.country),
    material: filters.material === undefined ? undefined : name("material", filters.material),
  }
}
