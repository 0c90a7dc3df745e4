import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../contract/language.js"

// The shop's languages are the contract's (docs/decisions/242); English is the default and has no prefix.
export { DEFAULT_LANGUAGE, LANGUAGES, type Language }

/** The cookie that keeps a visitor's choice: written by the header's switcher and by the first redirect. */
export const LANGUAGE_COOKIE = "shop_language"
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value)
}

// `/de`, `/fr`: every language but the default, as a whole first segment.
const PREFIX = new RegExp(`^/(${LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE).join("|")})(?=/|\\?|$)`)

/**
 * The language an address is in and the English address it translates: `/de/products?page=2` is
 * German `/products?page=2`, `/fr` is French `/`. Any other address is English as it stands, so
 * an unknown prefix (`/es/products`) is an English address no page has: the 404 page.
 */
export function splitLanguage(pathAndQuery: string): { language: Language; path: string } {
  const match = pathAndQuery.match(PREFIX)
  if (!match) return { language: DEFAULT_LANGUAGE, path: pathAndQuery }
  const rest = pathAndQuery.slice(match[0].length)
  return { language: match[1] as Language, path: rest.startsWith("/") ? rest : `/${rest}` }
}

/** An English address (path and query) in a language: `/products` → `/de/products`, `/` → `/de`. */
export function localizedPath(language: Language, path: string): string {
  if (language === DEFAULT_LANGUAGE) return path
  if (path === "/") return `/${language}`
  return path.startsWith("/?") ? `/${language}${path.slice(1)}` : `/${language}${path}`
}

// An Accept-Language value longer than any browser sends is ignored rather than parsed.
const MAX_ACCEPT_LANGUAGE = 512
const RANGE = /^([A-Za-z]{1,8})(?:-[A-Za-z0-9]{1,8})*$/
const WEIGHT = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i

/**
 * The shop's language a browser's Accept-Language prefers most (RFC 9110 §12.5.4): ranges by their
 * weight, then their order; `de-AT` counts as `de`. Undefined when it names none of the shop's
 * languages (a `*` alone, another language, garbage). Malformed ranges are skipped, never an error.
 */
export function preferredLanguage(acceptLanguage: string | string[] | undefined): Language | undefined {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(",") : acceptLanguage
  if (!header || header.length > MAX_ACCEPT_LANGUAGE) return undefined
  let best: { language: Language; weight: number } | undefined
  for (const part of header.split(",")) {
    const [range = "", ...parameters] = part.split(";").map((s) => s.trim())
    const tag = range.match(RANGE)
    if (!tag) continue
    let weight = 1
    for (const parameter of parameters) {
      const q = parameter.match(WEIGHT)
      weight = q ? Number(q[1]) : Number.NaN
      if (!q) break
    }
    const language = tag[1]!.toLowerCase()
    if (!isLanguage(language) || !(weight > 0)) continue
    if (!best || weight > best.weight) best = { language, weight }
  }
  return best?.language
}

/**
 * What an unprefixed (English) page does for a visitor: the kept choice wins, `en` never moves;
 * without one, the browser's Accept-Language is followed once and the choice kept; without
 * Accept-Language (a bot, a script) nothing is chosen. A cookie that names no language is no choice.
 */
export function languageChoice(
  cookie: string | undefined,
  acceptLanguage: string | string[] | undefined
): { redirectTo?: Language; keep?: Language } {
  if (isLanguage(cookie)) return cookie === DEFAULT_LANGUAGE ? {} : { redirectTo: cookie }
  if (acceptLanguage === undefined || acceptLanguage.length === 0) return {}
  const preferred = preferredLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE
  return preferred === DEFAULT_LANGUAGE ? { keep: preferred } : { redirectTo: preferred, keep: preferred }
}

// Only an address of plain URL characters is repeated in a Location header.
const PLAIN_ADDRESS = /^\/[\x21-\x7e]*$/

/** Where an English address as asked (path and query) is in a language; undefined when it cannot be said safely. */
export function redirectLocation(language: Language, pathAndQuery: string): string | undefined {
  return PLAIN_ADDRESS.test(pathAndQuery) ? localizedPath(language, pathAndQuery) : undefined
}
