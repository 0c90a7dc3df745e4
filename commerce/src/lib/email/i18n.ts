import { createRequire } from "node:module"
import type * as Lingui from "@lingui/core" with { "resolution-mode": "import" }
import type { Language } from "../languages"
import { compile, type CompiledMessage } from "./messages/compile"
import { de } from "./messages/de"
import { en, type Catalogue, type MessageKey } from "./messages/en"
import { fr } from "./messages/fr"

// Lingui is ECMAScript modules only; see messages/compile.ts.
const { setupI18n } = createRequire(__filename)("@lingui/core") as typeof Lingui

export const CATALOGUES: Record<Language, Catalogue> = { en, de, fr }

/**
 * The locales whose conventions an e-mail follows: English keeps today's (euros as in Ireland,
 * "€2,450.00"; dates as in Britain, "30 November 2026"); German and French write as in Germany
 * and France ("2.450,00 €", "30. November 2026"; "2 450,00 €", "30 novembre 2026").
 */
const LOCALES: Record<Language, { money: string; date: string }> = {
  en: { money: "en-IE", date: "en-GB" },
  de: { money: "de-DE", date: "de-DE" },
  fr: { money: "fr-FR", date: "fr-FR" },
}

/** One language's texts, numbers, amounts, dates and addresses, as its e-mails write them. */
export type MailText = {
  language: Language
  t: (key: MessageKey, values?: Record<string, string | number>) => string
  /** Euros, e.g. 2450 → "€2,450.00" / "2.450,00 €". */
  euros: (amount: number) => string
  /** Cents as euros. */
  cents: (cents: number) => string
  /** A day, in UTC, written out: "30 November 2026". */
  date: (date: Date) => string
  /** A page of the shop in this language: English pages as they are, the others behind /de or /fr. */
  page: (shopUrl: string, path: string) => string
}

const compiled = (catalogue: Catalogue, fallback?: Record<string, CompiledMessage>): Record<string, CompiledMessage> =>
  Object.fromEntries(
    Object.entries(catalogue).flatMap(([key, message]) => {
      try {
        return [[key, compile(message)]]
      } catch {
        // A translation that does not parse (the catalogue test names it) falls back to English.
        return fallback?.[key] ? [[key, fallback[key]]] : []
      }
    })
  )

/**
 * A language's texts from its catalogue. A message missing from it, or one that does not parse,
 * falls back to English, never to its key.
 */
export function textsFrom(language: Language, catalogue: Partial<Catalogue>): MailText {
  const english = compiled(en)
  const messages = language === "en" ? english : { ...english, ...compiled(catalogue as Catalogue, english) }
  const locales = LOCALES[language]
  const i18n: Lingui.I18n = setupI18n({ locale: language, locales: [locales.money], messages: { [language]: messages } })
  const money = new Intl.NumberFormat(locales.money, { style: "currency", currency: "EUR" })
  const day = new Intl.DateTimeFormat(locales.date, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })
  const prefix = language === "en" ? "" : `/${language}`
  return {
    language,
    t: (key, values) => i18n._(key, values),
    euros: (amount) => money.format(amount),
    cents: (cents) => money.format(cents / 100),
    date: (date) => day.format(date),
    page: (shopUrl, path) => (prefix && path === "/" ? `${shopUrl}${prefix}` : `${shopUrl}${prefix}${path}`),
  }
}

const loaded = new Map<Language, MailText>()

/** The texts of e-mails in this language (English when none is given), compiled on first use. */
export function mailText(language: Language = "en"): MailText {
  let text = loaded.get(language)
  if (!text) loaded.set(language, (text = textsFrom(language, CATALOGUES[language])))
  return text
}
