/**
 * The shop's languages (docs/decisions/242), the one list every part of Medusa's side reads:
 * English is the default and the texts as Medusa holds them; German and French are translations
 * of them (Medusa's Translation Module, the e-mails' catalogues), English where one is missing.
 */
export const LANGUAGES = ["en", "de", "fr"] as const
export type Language = (typeof LANGUAGES)[number]
export type TranslatedLanguage = Exclude<Language, "en">
export const TRANSLATED_LANGUAGES = LANGUAGES.filter((language): language is TranslatedLanguage => language !== "en")

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language)

/**
 * The language kept in a customer's, cart's or order's metadata, or undefined when none is kept
 * (or something else is: Medusa's own routes let anyone write metadata, so it is read with care).
 */
export const keptLanguage = (metadata: Record<string, unknown> | null | undefined): Language | undefined => {
  const value = metadata?.language
  return isLanguage(value) ? value : undefined
}

/** The Translation Module's locales the shop keeps its texts under: one per language, no region. */
export const LOCALE_OF: Record<TranslatedLanguage, string> = { de: "de", fr: "fr" }

/** Each locale's name in Medusa's back office. */
export const LOCALE_NAMES: Record<TranslatedLanguage, string> = { de: "German", fr: "French" }

/**
 * The language of a translation's locale: "de", and a merchandiser's "de-AT" or "de-DE" alike.
 * Null for a locale the shop does not offer.
 */
export function languageOfLocale(code: string): TranslatedLanguage | null {
  const language = code.split("-")[0].toLowerCase()
  return (TRANSLATED_LANGUAGES as string[]).includes(language) ? (language as TranslatedLanguage) : null
}
