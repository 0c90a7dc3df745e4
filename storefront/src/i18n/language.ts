/** The shop's languages (decision 242); English is the default and has no prefix. */
export type Language = "en" | "de" | "fr"

export const LANGUAGES: readonly Language[] = ["en", "de", "fr"]

/** Each language's name in itself, for the switcher. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", de: "Deutsch", fr: "Français" }

/** The cookie that keeps the visitor's choice (decision 242). */
export const LANGUAGE_COOKIE = "shop_language"

export function isLanguage(value: unknown): value is Language {
  return value === "en" || value === "de" || value === "fr"
}

/** The language an address is in, and the address without its prefix ("/de/products" → "de", "/products"). */
export function splitLanguage(pathname: string): { language: Language; path: string } {
  const match = /^\/(de|fr)(?=\/|$)/.exec(pathname)
  if (!match) return { language: "en", path: pathname }
  return { language: match[1] as Language, path: pathname.slice(match[0].length) || "/" }
}

/** An unprefixed address (it may carry a query or a hash) in `language`: "/products?x=1" → "/de/products?x=1". */
export function localisePath(path: string, language: Language): string {
  if (language === "en") return path
  if (path === "/") return `/${language}`
  if (path.startsWith("/?") || path.startsWith("/#")) return `/${language}${path.slice(1)}`
  return `/${language}${path}`
}

/** Keeps the visitor's choice for a year, for the shop server's redirects (decision 242). */
export function writeLanguageCookie(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`
}
