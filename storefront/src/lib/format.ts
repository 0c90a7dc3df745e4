import type { Language } from "@/i18n/language"

const LOCALES: Record<Exclude<Language, "en">, string> = { de: "de-DE", fr: "fr-FR" }

const formatters = new Map<string, Intl.NumberFormat>()

function numberFormat(language: Exclude<Language, "en">, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = language + JSON.stringify(options)
  let format = formatters.get(key)
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], options)
    formatters.set(key, format)
  }
  return format
}

/** Unit prices are shown exactly as the server gives them (spec §9); in German and French as their readers write euros. */
export function formatUnitPrice(finalPrice: string, language: Language = "en"): string {
  if (language === "en") return `€${finalPrice}`
  const decimals = finalPrice.split(".")[1]?.length ?? 0
  return numberFormat(language, {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(priceToNumber(finalPrice))
}

/** Cart and line totals are shown rounded to whole euros (spec §9). */
export function formatTotal(amount: number, language: Language = "en"): string {
  if (language === "en") return `€${amount.toFixed(0)}`
  return numberFormat(language, {
    style: "currency",
    currency: "EUR",
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(Math.round(amount))
}

/**
 * Counts such as the category bar's read "25,001". English is written by hand: the first
 * toLocaleString call loads the browser's locale data, over 100 ms on a phone.
 */
export function formatCount(count: number, language: Language = "en"): string {
  if (language !== "en") return numberFormat(language, { maximumFractionDigits: 0 }).format(Math.trunc(count))
  const sign = count < 0 ? "-" : ""
  return sign + String(Math.trunc(Math.abs(count))).replace(/\B(?=(\d{3})+$)/g, ",")
}

/** A day as the page's readers write it: "3 March 2026", "3. März 2026", "3 mars 2026". */
export function formatDate(
  value: string | Date,
  language: Language,
  options: Intl.DateTimeFormatOptions = { dateStyle: "long" }
): string {
  const locale = language === "en" ? "en-GB" : LOCALES[language]
  return new Intl.DateTimeFormat(locale, options).format(typeof value === "string" ? new Date(value) : value)
}

export function priceToNumber(finalPrice: string): number {
  const value = Number.parseFloat(finalPrice)
  return Number.isFinite(value) ? value : 0
}

/** An amount in euros with its cents, as the page's readers write it: "€1,250.00", "1.250,00 €". */
export function formatEuros(amount: string | number, language: Language): string {
  const locale = language === "en" ? "en-IE" : LOCALES[language]
  return new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" }).format(Number(amount))
}
