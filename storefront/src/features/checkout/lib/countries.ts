import type { Country } from "@contract/checkout"
import type { Language } from "@/i18n/language"

/**
 * The countries the shop ships to, named and ordered in the page's language ("Österreich",
 * "Allemagne"). English keeps the shop server's names and order, as the specification has them.
 */
export function countriesIn(countries: Country[], language: Language): Country[] {
  if (language === "en") return countries
  const names = new Intl.DisplayNames([language], { type: "region" })
  const named = countries.map((c) => ({ code: c.code, name: regionName(names, c) }))
  const collator = new Intl.Collator(language)
  return named.sort((a, b) => collator.compare(a.name, b.name))
}

function regionName(names: Intl.DisplayNames, country: Country): string {
  try {
    return names.of(country.code.toUpperCase()) ?? country.name
  } catch {
    return country.name
  }
}
