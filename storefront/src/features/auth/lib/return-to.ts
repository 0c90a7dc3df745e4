import { localisePath, type Language } from "@/i18n/language"

/** A path of this shop to go back to; anything else (another site, junk) means home. */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || value.length > 500) return "/"
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/"
  // eslint-disable-next-line no-control-regex -- rejects control characters (header injection), on purpose
  return /[\u0000-\u001f\u007f]/.test(value) ? "/" : value
}

export function signInPath(returnTo: string, language: Language = "en"): string {
  return `${localisePath("/sign-in", language)}?returnTo=${encodeURIComponent(safeReturnTo(returnTo))}`
}
