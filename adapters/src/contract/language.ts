import { z } from "zod"

/** The shop's languages (docs/decisions/242): English is the default and the specification's texts. */
export const LANGUAGES = ["en", "de", "fr"] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = "en"

const message = `lang must be one of ${LANGUAGES.join(", ")} (English, German, French), or left out for English`

/** The optional `lang` of the catalogue's reads; anything but en, de or fr is a 400 that names them. */
export const LanguageParam = z
  .string({ error: (issue) => (Array.isArray(issue.input) ? "lang must be given once, not as a list" : message) })
  .pipe(z.enum(LANGUAGES, { error: message }))
  .optional()
  .describe("The language of the texts: en (the default), de or fr. Missing translations are English.")

/** The query string of the catalogue's reads that take nothing but the language. */
export const LanguageQuery = z.object({ lang: LanguageParam })
export type LanguageQuery = z.output<typeof LanguageQuery>
