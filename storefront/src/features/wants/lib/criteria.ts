import type { WantAlerts } from "@contract/wants"

/** The listing's filters a want keeps, in the order they are shown. */
export const CRITERIA = ["search", "category", "country", "material", "period", "quality", "priceMin", "priceMax"] as const
export type CriterionKey = (typeof CRITERIA)[number]

const LABELS: Record<CriterionKey, string> = {
  search: "Search",
  category: "Category",
  country: "Country",
  material: "Material",
  period: "Period",
  quality: "Quality",
  priceMin: "From €",
  priceMax: "Up to €",
}

export const ALERT_OPTIONS: { value: WantAlerts; label: string }[] = [
  { value: "instant", label: "E-mail at once" },
  { value: "daily", label: "Daily digest" },
  { value: "off", label: "No e-mails" },
]

/** The filters of a listing's URL that a want can keep; blank ones are left out. */
export function criteriaOf(params: Partial<Record<string, string | undefined>>): Partial<Record<CriterionKey, string>> {
  const criteria: Partial<Record<CriterionKey, string>> = {}
  for (const key of CRITERIA) {
    const value = params[key]?.trim()
    if (value) criteria[key] = value
  }
  return criteria
}

/** "Search: denarius · Country: Italy · Up to €200" */
export function describeCriteria(criteria: Record<string, string>): string {
  return CRITERIA.filter((key) => criteria[key])
    .map((key) => `${LABELS[key]}${key.startsWith("price") ? "" : ": "}${criteria[key]}`)
    .join(" · ")
}

/** A name to offer for a new want, from what it searches for. */
export function suggestedName(criteria: Partial<Record<CriterionKey, string>>, categoryName?: string): string {
  return [criteria.search, categoryName ?? criteria.category, criteria.country, criteria.quality]
    .filter(Boolean)
    .join(", ")
    .slice(0, 80)
}
