import { createRequire } from "node:module"

// Lingui ships as ECMAScript modules only, and Medusa's server code is CommonJS: Node (20.19 and
// later) loads such a module with require, which TypeScript's Node16 setting cannot write itself.
const load = createRequire(__filename)
const { compileMessageOrThrow } = load("@lingui/message-utils/compileMessage") as {
  compileMessageOrThrow: (message: string) => CompiledMessage
}

/** A message as Lingui's runtime takes it (@lingui/message-utils' CompiledMessage). */
export type CompiledMessage = (string | [name: string, type?: string, format?: unknown])[]

/** An ICU message compiled for Lingui's runtime; throws on a message that does not parse. */
export const compile = (message: string): CompiledMessage => compileMessageOrThrow(message)

/** The placeholders a compiled message uses, as written ("{name}", "{days, plural}"), sorted. */
export function placeholdersOf(compiled: CompiledMessage): string[] {
  const found = new Set<string>()
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === "string") continue
      const [name, type, format] = token
      found.add(type ? `{${name}, ${type}}` : `{${name}}`)
      if ((type === "plural" || type === "select" || type === "selectordinal") && format && typeof format === "object") {
        for (const [key, branch] of Object.entries(format))
          if (key !== "offset" && Array.isArray(branch)) walk(branch as CompiledMessage)
      }
    }
  }
  walk(compiled)
  return [...found].sort()
}
