import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage"
import type { CompiledMessage } from "@lingui/message-utils/compileMessage"
import { describe, expect, it } from "vitest"
import { compileHeadTexts, HEAD_CATALOGUES, headText } from "./head-text.js"
import { LANGUAGES } from "./language.js"

/** A message's placeholders with their kind (`count:plural`, `search`), and its plural choices' own. */
function placeholders(message: CompiledMessage): string[] {
  const found = new Set<string>()
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === "string") continue
      const [name, type, format] = token
      found.add(type ? `${name}:${type}` : name)
      if (format && typeof format === "object") {
        for (const [key, choice] of Object.entries(format)) if (key !== "offset" && Array.isArray(choice)) walk(choice)
      }
    }
  }
  walk(message)
  return [...found].sort()
}

describe("the head's catalogues", () => {
  it("have every key in all three languages, each with the same placeholders", () => {
    const keys = Object.keys(HEAD_CATALOGUES.en).sort()
    for (const language of LANGUAGES) {
      const catalogue = HEAD_CATALOGUES[language] as Record<string, string>
      expect(Object.keys(catalogue).sort(), language).toEqual(keys)
      for (const key of keys) {
        const message = catalogue[key]!
        expect(message.trim(), `${language} ${key}`).not.toBe("")
        expect(placeholders(compileMessageOrThrow(message)), `${language} ${key}`).toEqual(
          placeholders(compileMessageOrThrow(HEAD_CATALOGUES.en[key as keyof typeof HEAD_CATALOGUES.en]!))
        )
      }
    }
  })

  it("write English as the specification does, to the letter", () => {
    const t = headText("en")
    expect(t("page.checkout.title")).toBe("Checkout")
    expect(t("page.admin.description")).toBe("Orders and figures for the shop's staff.")
    expect(t("listing.search-description", { count: 1234, search: "denarius", site: "Numismatic Shop" })).toBe(
      '1,234 pieces matching "denarius" at Numismatic Shop.'
    )
    expect(t("listing.search-description", { count: 1, search: "x", site: "S" })).toBe('1 pieces matching "x" at S.')
    expect(t("listing.category-description", { count: 12, category: "ancient coins" })).toBe(
      "12 ancient coins for collectors: graded, certified, shipped insured."
    )
  })

  it("write numbers and plurals as German and French do", () => {
    expect(headText("de")("listing.search-description", { count: 1234, search: "Taler", site: "S" })).toBe(
      "1.234 Stücke passen zu „Taler“ bei S."
    )
    expect(headText("de")("listing.search-description", { count: 1, search: "Taler", site: "S" })).toBe(
      "1 Stück passt zu „Taler“ bei S."
    )
    expect(headText("fr")("listing.all-description", { count: 1234 })).toMatch(/^1\s234 pièces\u00a0: monnaies/)
    expect(headText("fr")("listing.all-description", { count: 1 })).toMatch(/^1 pièce\u00a0:/)
  })

  it("keep a value's text as it is, braces, quotes and backslash escapes included", () => {
    const search = `\\u003cscript\\x3e {count} '{x}' # \u00e9`
    for (const language of LANGUAGES) {
      expect(headText(language)("listing.search", { search }), language).toContain(search)
    }
  })

  it("fall back to the English message, never to its key, where a translation is missing", () => {
    const { "page.contact.title": _dropped, ...partial } = HEAD_CATALOGUES.de
    const texts = compileHeadTexts({ ...HEAD_CATALOGUES, de: partial })
    expect(texts("de")("page.contact.title")).toBe("Contact Us")
    expect(texts("de")("page.contact.description")).toBe(HEAD_CATALOGUES.de["page.contact.description"])
  })

  it("refuse a message whose ICU syntax is broken when they are compiled", () => {
    expect(() => compileHeadTexts({ ...HEAD_CATALOGUES, fr: { "listing.search": "Résultats {search" } })).toThrow()
  })
})
