/** The shop's languages (docs/decisions/242); English is the default and the fallback. */
export const LANGUAGES = ["en", "de", "fr"] as const
export type Language = (typeof LANGUAGES)[number]

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language)

/**
 * The language kept in a customer's, cart's or order's metadata, or undefined when none is kept
 * (or something else is: Medusa's own routes let anyone write metadata, so it is read with care).
 */
export const keptLanguage = (metadata: Record<string, unknown> | null | undefined): Language | undefined => {
  const value = metadata?.language
  return isLanguage(value) ? value : undefined
}
