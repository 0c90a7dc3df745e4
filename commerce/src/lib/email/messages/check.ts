import type { Catalogue } from "./en"
import { compile, placeholdersOf } from "./compile"

/**
 * What is wrong with the catalogues, measured against the first (English): a key missing or
 * extra, a message that does not parse, or one whose placeholders differ from English's (a
 * name misspelt, dropped or added, a plural turned plain). Empty when every language agrees.
 */
export function catalogueProblems(catalogues: Record<string, Record<string, string>>, reference = "en"): string[] {
  const base = catalogues[reference]
  if (!base) return [`no ${reference} catalogue`]
  const problems: string[] = []
  const shape = (language: string, key: string, message: string): string[] | undefined => {
    try {
      return placeholdersOf(compile(message))
    } catch (error) {
      problems.push(`${language}.${key} does not parse: ${error instanceof Error ? error.message : String(error)}`)
      return undefined
    }
  }
  const expected = new Map(Object.entries(base).map(([key, message]) => [key, shape(reference, key, message)]))
  for (const [language, catalogue] of Object.entries(catalogues)) {
    if (language === reference) continue
    for (const key of expected.keys()) if (!(key in catalogue)) problems.push(`${language}.${key} is missing`)
    for (const [key, message] of Object.entries(catalogue)) {
      if (!expected.has(key)) {
        problems.push(`${language}.${key} is not an English key`)
        continue
      }
      const want = expected.get(key)
      const got = shape(language, key, message)
      if (want && got && want.join(",") !== got.join(",")) {
        problems.push(`${language}.${key} has placeholders ${got.join(", ") || "none"}, English ${want.join(", ") || "none"}`)
      }
    }
  }
  return problems
}

export type { Catalogue }
