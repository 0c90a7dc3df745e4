import { setupI18n } from "@lingui/core"
import type { I18n, Messages } from "@lingui/core"
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage"
import { messages as de } from "./head-messages/de.js"
import { messages as en } from "./head-messages/en.js"
import type { HeadMessageId } from "./head-messages/en.js"
import { messages as fr } from "./head-messages/fr.js"
import { LANGUAGES } from "./language.js"
import type { Language } from "./language.js"

export type { HeadMessageId }

/** The head's catalogues as written, by language. */
export const HEAD_CATALOGUES: Record<Language, Partial<Record<HeadMessageId, string>>> = { en, de, fr }

export type HeadText = (id: HeadMessageId, values?: Record<string, string | number>) => string

// Lingui turns `\u0041` and `\x41` in a formatted message into the character they name; a
// product's name or a search is text, so its backslashes travel as this character and come back.
const BACKSLASH = "\uE000"

/**
 * Each language's messages, compiled once (a broken message stops the server as it loads, not
 * on a visitor's page). A message a catalogue lacks is the English one, never its key.
 */
export function compileHeadTexts(
  catalogues: Record<Language, Partial<Record<HeadMessageId, string>>>
): (language: Language) => HeadText {
  const i18ns = Object.fromEntries(
    LANGUAGES.map((language) => {
      const compiled: Messages = {}
      for (const [id, message] of Object.entries({ ...catalogues.en, ...catalogues[language] })) {
        compiled[id] = compileMessageOrThrow(message)
      }
      return [language, setupI18n({ locale: language, messages: { [language]: compiled } })]
    })
  ) as Record<Language, I18n>
  return (language) => {
    const i18n = i18ns[language]
    return (id, values = {}) => {
      const safe = Object.fromEntries(
        Object.entries(values).map(([name, value]) => [
          name,
          typeof value === "string" ? value.replaceAll("\\", BACKSLASH) : value,
        ])
      )
      return i18n._(id, safe).replaceAll(BACKSLASH, "\\")
    }
  }
}

/** The head's texts in a language: numbers and plurals as that language writes them. */
export const headText = compileHeadTexts(HEAD_CATALOGUES)
