import type { WantAlerts } from "@contract/wants"
import { translatorFor } from "@/i18n/catalogues"
import type { Translate } from "@/i18n/react"

/** The listing's filters a want keeps, in the order they are shown. */
export const CRITERIA = ["search", "category", "country", "material", "period", "quality", "priceMin", "priceMax"] as const
export type CriterionKey = (typeof CRITERIA)[number]

/** How often a want e-mails, as its select offers it. */
export function alertOptions(t: Translate): { value: WantAlerts; label: string }[] {
  return [
    { value: "instant", label: t("alerts.instant") },
    { value: "daily", label: t("alerts.daily") },
    { value: "off", label: t("alerts.off") },
  ]
}

/** The filters of a listing's URL that a want can keep; blank ones are left out. */
export function criteriaOf(params: Partial<Record<string, string | undefined>>): Partial<Record<CriterionKey, string>> {
  const criteria: Partial<Record<CriterionKey, string>> = {}
  for (const key of CRITERIA) {
    const value = params[key]?.trim()
    if (value) criteria[key] = value
  }
  return criteria
}

/** What the page's language calls a country or material a want keeps (the filter lists' names). */
export type FilterName = (filter: "country" | "material", value: string) => string

/**
 * The criteria as a page in its language shows them: "Silver" is "Silber" on a German page.
 * The want itself keeps the value, as the listing's address does (docs/decisions/247).
 */
export function namedCriteria<T extends Partial<Record<CriterionKey, string>>>(criteria: T, name?: FilterName): T {
  const named = { ...criteria }
  if (name && criteria.country) named.country = name("country", criteria.country)
  if (name && criteria.material) named.material = name("material", criteria.material)
  return named
}

/** "Search: denarius · Country: Italy · Up to €200" */
export function describeCriteria(criteria: Record<string, string>, t: Translate = translatorFor()): string {
  return CRITERIA.filter((key) => criteria[key])
    .map((key) => t(`criterion.${key}`, { value: criteria[key] }))
    .join(" · ")
}

/** A name to offer for a new want, from what it searches for. */
export function suggestedName(criteria: Partial<Record<CriterionKey, string>>, categoryName?: string): string {
  return [criteria.search, categoryName ?? criteria.category, criteria.country, criteria.quality]
    .filter(Boolean)
    .join(", ")
    .slice(0, 80)
}
