/**
 * The catalogue's languages (docs/decisions/242): English is the texts as Medusa holds them;
 * German and French are Medusa's translations of them, English where one is missing.
 */
export const CATALOGUE_LANGUAGES = ["en", "de", "fr"] as const
export type CatalogueLanguage = (typeof CATALOGUE_LANGUAGES)[number]
export type TranslatedLanguage = Exclude<CatalogueLanguage, "en">
export const TRANSLATED_LANGUAGES: TranslatedLanguage[] = ["de", "fr"]

/** The Translation Module's locales the shop keeps its texts under: one per language, no region. */
export const LOCALE_OF: Record<TranslatedLanguage, string> = { de: "de", fr: "fr" }

/**
 * The language of a translation's locale: "de", and a merchandiser's "de-AT" or "de-DE" alike.
 * Null for a locale the shop does not offer.
 */
export function languageOfLocale(code: string): TranslatedLanguage | null {
  const language = code.split("-")[0].toLowerCase()
  return (TRANSLATED_LANGUAGES as string[]).includes(language) ? (language as TranslatedLanguage) : null
}

/** The text search configuration of each language (the read model's migrations create them). */
export const SEARCH_CONFIG: Record<CatalogueLanguage, string> = {
  en: "catalogue_search",
  de: "catalogue_search_de",
  fr: "catalogue_search_fr",
}

/** The generated search vector of each language. */
export const SEARCH_VECTOR: Record<CatalogueLanguage, string> = {
  en: "search_vector",
  de: "search_vector_de",
  fr: "search_vector_fr",
}
