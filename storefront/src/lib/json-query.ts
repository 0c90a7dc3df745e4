import { queryOptions } from "@tanstack/react-query"
import type { Language } from "@/i18n/language"
import { getJson } from "./api-client"

/**
 * A GET of the shop server cached under its path: the key's parts join to the path the
 * query asks for, as the default loader's do.
 */
/** A catalogue read in `language`: `lang` only when it is not English, so English addresses and caches stay as they were (decision 242). */
export function withLanguage(url: string, language: Language): string {
  if (language === "en") return url
  return `${url}${url.includes("?") ? "&" : "?"}lang=${language}`
}

export function jsonQueryOptions<T>(...queryKey: string[]) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => getJson<T>(queryKey.join("/"), signal),
  })
}
