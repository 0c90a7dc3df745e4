import { formatCount } from "@/lib/format"
import type { Language } from "./language"

/**
 * A message as the build compiles it (build/catalogues.ts): text, `["name"]` for a value, and
 * `["name", "plural" | "select", { one: […], other: […] }]`, with "#" in a plural's branches.
 */
export type Token = string | [name: string, type?: "plural" | "select", branches?: Branches]
export type Branches = Record<string, Token[] | number | undefined> & { offset?: number }
export type CompiledMessage = string | Token[]

/** The values a message's placeholders take. */
export type Values = Record<string, unknown>

/**
 * A count's plural form as CLDR gives it for whole numbers: one in English and German only for 1,
 * in French for 0 and 1. Written out because the browser's plural rules and number formats load
 * locale data on first use, a task of over 50 ms on a phone while the page hydrates.
 */
export function pluralForm(count: number, language: Language): "one" | "other" {
  const whole = Math.trunc(Math.abs(count))
  if (language === "fr") return whole <= 1 ? "one" : "other"
  return count === 1 ? "one" : "other"
}

/** Fills in a compiled message, as Lingui's runtime would: a missing value leaves its place empty. */
export function formatMessage(message: CompiledMessage, values: Values, language: Language): string {
  if (typeof message === "string") return message
  return tokensText(message, values, language, undefined)
}

function tokensText(tokens: Token[], values: Values, language: Language, count: string | undefined): string {
  let text = ""
  for (const token of tokens) {
    if (typeof token === "string") {
      text += token === "#" && count !== undefined ? count : token
      continue
    }
    const [name, type, branches] = token
    const value = values[name]
    if (type === "plural" && branches) {
      const offset = typeof branches.offset === "number" ? branches.offset : 0
      const number = Number(value) - offset
      const chosen =
        branchOf(branches, String(value)) ?? branchOf(branches, pluralForm(number, language)) ?? branchOf(branches, "other")
      if (chosen) text += tokensText(chosen, values, language, formatCount(number, language))
    } else if (type === "select" && branches) {
      const chosen = branchOf(branches, String(value)) ?? branchOf(branches, "other")
      if (chosen) text += tokensText(chosen, values, language, undefined)
    } else if (value !== undefined && value !== null) {
      text += typeof value === "string" ? value : JSON.stringify(value)
    }
  }
  return text
}

function branchOf(branches: Branches, key: string): Token[] | undefined {
  const branch = key === "offset" ? undefined : branches[key]
  return Array.isArray(branch) ? branch : undefined
}
