import { MedusaError } from "@medusajs/framework/utils"
import { foldedKey } from "./matching"

/** At most this many wants per collector. */
export const MAX_WANTS = 50

export const WANT_ALERTS = ["instant", "daily", "off"] as const
export type WantAlerts = (typeof WANT_ALERTS)[number]

/** The listing's filters a want keeps; the category comes with the id the shop server resolved it to. */
export type WantCriteria = {
  search?: string
  category?: string
  category_id?: string
  country?: string
  material?: string
  period?: string
  quality?: string
  price_min_cents?: number
  price_max_cents?: number
}

export const NO_CRITERION =
  "A want needs at least one criterion: a search, a category, a country, a material, a period, a quality or a price range."

export function hasCriterion(criteria: WantCriteria): boolean {
  return (
    Boolean(criteria.search || criteria.category_id || criteria.country || criteria.material) ||
    Boolean(criteria.period || criteria.quality) ||
    criteria.price_min_cents !== undefined ||
    criteria.price_max_cents !== undefined
  )
}

/** The want's columns: the filters as given, and the keys the matching compares (null: any). */
export function wantColumns(criteria: WantCriteria, tokens: string[]) {
  if (criteria.search && !tokens.length) {
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      `The search "${criteria.search}" has no word the catalogue looks for (such as "the" or "of" alone); add a word.`
    )
  }
  return {
    search: criteria.search ?? null,
    category: criteria.category ?? null,
    country: criteria.country ?? null,
    material: criteria.material ?? null,
    period: criteria.period ?? null,
    quality: criteria.quality ?? null,
    price_min_cents: criteria.price_min_cents ?? null,
    price_max_cents: criteria.price_max_cents ?? null,
    tokens,
    category_id: criteria.category_id ?? null,
    country_key: foldedKey(criteria.country),
    material_key: foldedKey(criteria.material),
    period_key: foldedKey(criteria.period),
    quality_key: foldedKey(criteria.quality),
  }
}
