import { readFileSync } from "node:fs"
import { join } from "node:path"
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage"
import type { Plugin } from "vite"

const PREFIX = "virtual:catalogue/"

/**
 * `import messages from "virtual:catalogue/<area>/<language>"` gives src/locales/<area>/<language>.json
 * compiled at build time into Lingui's runtime form, so no message parser ships to the browser.
 * A message that does not parse fails the build.
 */
export function catalogues(dir: string): Plugin {
  return {
    name: "catalogues",
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined
      const [area, language] = id.slice(PREFIX.length + 1).split("/")
      if (!/^[a-z]+$/.test(area ?? "") || !/^[a-z]{2}$/.test(language ?? "")) throw new Error(`No such catalogue: ${id}`)
      const file = join(dir, area!, `${language!}.json`)
      this.addWatchFile(file)
      return `export default ${JSON.stringify(compileCatalogue(JSON.parse(readFileSync(file, "utf8")) as Record<string, string>, file))}`
    },
  }
}

/**
 * Each message as Lingui's token array (src/i18n/format-message.ts fills them in). Only values,
 * plurals and selects: a number, date or ordinal format would need the browser's locale data,
 * which the shop's formatter does not load, so such a message fails the build.
 */
export function compileCatalogue(source: Record<string, string>, name: string): Record<string, unknown> {
  const compiled: Record<string, unknown> = {}
  for (const [key, message] of Object.entries(source)) {
    let tokens: unknown[]
    try {
      tokens = compileMessageOrThrow(message)
      unsupportedFormat(tokens)
    } catch (error) {
      throw new Error(`${name}: the message "${key}" does not parse: ${(error as Error).message}`)
    }
    compiled[key] = tokens
  }
  return compiled
}

function unsupportedFormat(tokens: unknown): void {
  if (!Array.isArray(tokens)) return
  for (const token of tokens) {
    if (!Array.isArray(token)) continue
    const [name, type, format] = token as [string, string?, unknown?]
    if (type !== undefined && type !== "plural" && type !== "select")
      throw new Error(`{${name}, ${type}} is not a format the shop fills in`)
    if (format && typeof format === "object")
      for (const branch of Object.values(format as Record<string, unknown>)) unsupportedFormat(branch)
  }
}

/** The names a message fills in ("{count}", "{count, plural, …}", "{when, date}"), sorted. */
export function placeholdersOf(message: string): string[] {
  const names = new Set<string>()
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return
    for (const token of tokens) {
      if (!Array.isArray(token)) continue
      const [name, type, format] = token as [string, string?, unknown?]
      names.add(name)
      if ((type === "plural" || type === "selectordinal" || type === "select") && format && typeof format === "object") {
        for (const branch of Object.values(format as Record<string, unknown>)) walk(branch)
      }
    }
  }
  walk(compileMessageOrThrow(message))
  return [...names].sort()
}

/**
 * What is wrong with one area's catalogues: a key one language has and another lacks, a
 * message that does not parse, or a translation whose placeholders differ from English's.
 */
export function catalogueProblems(catalogues: Record<string, Record<string, string>>): string[] {
  const problems: string[] = []
  const english = catalogues.en ?? {}
  for (const [language, messages] of Object.entries(catalogues)) {
    for (const key of Object.keys(english)) if (!(key in messages)) problems.push(`${language}: "${key}" is missing`)
    for (const key of Object.keys(messages)) if (!(key in english)) problems.push(`${language}: "${key}" is not in English`)
    for (const [key, message] of Object.entries(messages)) {
      let own: string[]
      try {
        own = placeholdersOf(message)
      } catch (error) {
        problems.push(`${language}: "${key}" does not parse: ${(error as Error).message}`)
        continue
      }
      if (english[key] === undefined) continue
      let expected: string[]
      try {
        expected = placeholdersOf(english[key])
      } catch {
        continue
      }
      if (own.join() !== expected.join()) {
        problems.push(`${language}: "${key}" fills in {${own.join(", ")}}, English fills in {${expected.join(", ")}}`)
      }
    }
  }
  return problems
}
