import { LANGUAGES, type Language } from "../contract/language.js"

const regionNames = Object.fromEntries(
  LANGUAGES.map((language) => [language, new Intl.DisplayNames([language], { type: "region", fallback: "none" })])
) as Record<Language, Intl.DisplayNames>

/**
 * The name a collector reads for an issuing country. Merchandisers may store an
 * ISO 3166 code ("FR") or a name ("Roman Empire"); codes become names in the
 * language (English by default), names stay as written or as translated.
 */
export function countryDisplayName(raw: string | null, language: Language = "en"): string | null {
  const value = raw?.trim()
  if (!value) return null
  if (/^[A-Za-z]{2}$/.test(value)) {
    try {
      const name = regionNames[language].of(value.toUpperCase())
      return name && name !== "Unknown Region" ? name : value
    } catch {
      return value
    }
  }
  return value
}
