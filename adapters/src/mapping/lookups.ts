import { countryDisplayName } from "./country-name.js"

// A filter value is matched against every stored country and material, folded, on every request:
// their folded forms are remembered, and forgotten all at once past this many (what people type too).
const MAX_FOLDED = 5_000
const folded = new Map<string, string>()

/** Lower case without accents, for comparing what people type with what is stored. */
export function fold(text: string): string {
  let answer = folded.get(text)
  if (answer === undefined) {
    answer = text
      .normalize("NFD")
      .replace(/\p{M}+/gu, "")
      .toLowerCase()
    if (folded.size >= MAX_FOLDED) folded.clear()
    folded.set(text, answer)
  }
  return answer
}

export type CategoryRecord = { id: string; name: string; handle: string }

/**
 * What a filter value is resolved against: the values the catalogue really holds, and what the
 * page's language calls them (by value, where translated: docs/decisions/247).
 */
export type CatalogueLookups = {
  categories: CategoryRecord[]
  countries: string[]
  materials: string[]
  countryLabels?: Record<string, string>
  materialLabels?: Record<string, string>
}

// The spec links /products/medals while the category may be stored as
// medals-tokens (or the other way round); both reach the same category.
const HANDLE_ALIASES: Record<string, string[]> = {
  medals: ["medals-tokens", "medals-and-tokens"],
  "medals-tokens": ["medals"],
  "medals-and-tokens": ["medals"],
}

export function slug(text: string): string {
  return fold(text)
    .replace(/&/g, " ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
}

/** A category by handle, name or the handle's alias; case- and accent-insensitive. */
export function findCategory(value: string, categories: CategoryRecord[]): CategoryRecord | undefined {
  const wanted = slug(value)
  const candidates = [wanted, ...(HANDLE_ALIASES[wanted] ?? [])]
  return categories.find((c) => candidates.includes(c.handle)) ?? categories.find((c) => candidates.includes(slug(c.name)))
}

/** The stored country values a filter value stands for: by stored value, display name or the language's name. */
export function matchCountries(value: string, countries: string[], labels: Record<string, string> = {}): string[] {
  const wanted = fold(value)
  return countries.filter(
    (raw) => fold(raw) === wanted || fold(countryDisplayName(raw) ?? "") === wanted || fold(labels[raw] ?? "") === wanted
  )
}

/** The stored material values a filter value stands for: by stored value or the language's name. */
export function matchMaterials(value: string, materials: string[], labels: Record<string, string> = {}): string[] {
  const wanted = fold(value)
  return materials.filter((raw) => fold(raw) === wanted || fold(labels[raw] ?? "") === wanted)
}
