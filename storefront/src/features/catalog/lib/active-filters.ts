import type { ProductFilters } from "../api/get-products"
import type { ListingFilterKey } from "../hooks/use-listing-filters"
import { translatorFor } from "@/i18n/catalogues"
import type { Language } from "@/i18n/language"
import type { Translate } from "@/i18n/react"
import { formatUnitPrice } from "@/lib/format"

/** One filter in use, as a chip shows it: what it says, and the URL parameters its removal clears. */
export type ActiveFilter = { id: string; label: string; clears: ListingFilterKey[] }

/** What the page's language calls the category, country and material the address holds. */
export type FilterNames = { category?: string; country?: string; material?: string }

/**
 * The filters of the listing's filter fields that are in use, in the fields' order. The price
 * range is one filter, however many of its two limits are set; the search term (the page's
 * heading), the sort and "new since your last visit" (a chip of its own) are not among them
 * (docs/decisions/220).
 */
export function activeFilters(
  filters: ProductFilters,
  names: FilterNames = {},
  language: Language = "en",
  t: Translate = translatorFor(language)
): ActiveFilter[] {
  const euros = (amount: string) => formatUnitPrice(amount, language)
  const active: ActiveFilter[] = []
  if (filters.category) active.push({ id: "category", label: names.category ?? filters.category, clears: ["category"] })
  if (filters.country) active.push({ id: "country", label: names.country ?? filters.country, clears: ["country"] })
  if (filters.material) active.push({ id: "material", label: names.material ?? filters.material, clears: ["material"] })
  if (filters.period) active.push({ id: "period", label: t("filters.period", { value: filters.period }), clears: ["period"] })
  if (filters.quality) active.push({ id: "quality", label: t("filters.grade", { value: filters.quality }), clears: ["quality"] })
  const { priceMin: min, priceMax: max } = filters
  if (min || max) {
    const label =
      min && max
        ? t("filters.priceBoth", { min: euros(min), max: euros(max) })
        : min
          ? t("filters.priceFrom", { min: euros(min) })
          : t("filters.priceUpTo", { max: euros(max ?? "") })
    active.push({ id: "price", label, clears: ["priceMin", "priceMax"] })
  }
  return active
}
