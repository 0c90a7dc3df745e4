import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { setupI18n } from "@lingui/core"
import { compileCatalogue } from "../../build/catalogues"
import { formatMessage, pluralForm, type CompiledMessage } from "./format-message"
import { LANGUAGES } from "./language"

const LOCALES = join(__dirname, "..", "locales")

function compiled(area: string, language: string): Record<string, CompiledMessage> {
  const file = join(LOCALES, area, `${language}.json`)
  return compileCatalogue(JSON.parse(readFileSync(file, "utf8")) as Record<string, string>, file) as Record<
    string,
    CompiledMessage
  >
}

// Every placeholder a message might fill in, at counts where the plural forms differ.
const COUNTS = [0, 1, 2, 5, 21, 1000, 25001]

describe("the shop's own message formatter", () => {
  it.each(readdirSync(LOCALES))("fills in every %s message as Lingui's runtime does, in every language", (area) => {
    for (const language of LANGUAGES) {
      const messages = compiled(area, language)
      const lingui = setupI18n({ locale: language, messages: { [language]: messages } })
      for (const [key, message] of Object.entries(messages)) {
        for (const count of COUNTS) {
          const values: Record<string, number> = {}
          for (const name of JSON.stringify(message).match(/\["[a-zA-Z]+"/g) ?? []) values[name.slice(2, -1)] = count
          expect([key, count, formatMessage(message, values, language)]).toEqual([key, count, lingui._(key, values)])
        }
      }
    }
  })

  it("chooses the plural form CLDR gives each language for whole numbers", () => {
    for (const language of LANGUAGES) {
      const rules = new Intl.PluralRules(language)
      for (let count = 0; count <= 2_000; count++) {
        expect([language, count, pluralForm(count, language)]).toEqual([
          language,
          count,
          rules.select(count) === "one" ? "one" : "other",
        ])
      }
    }
  })

  it("writes a plural's count as the language writes numbers, and a missing value as nothing", () => {
    const message: CompiledMessage = [["count", "plural", { one: ["#", " Stück"], other: ["#", " Stück"] }], " von ", ["who"]]
    expect(formatMessage(message, { count: 25001 }, "de")).toBe("25.001 Stück von ")
    expect(formatMessage(message, { count: 1, who: "Anna" }, "de")).toBe("1 Stück von Anna")
    expect(formatMessage([["n", "plural", { one: ["un"], other: ["#", " pièces"] }]], { n: 0 }, "fr")).toBe("un")
    expect(formatMessage([["n", "plural", { "0": ["aucun"], other: ["#"] }]], { n: 0 }, "en")).toBe("aucun")
  })

  it("does not ask the browser for number formats or plural rules on an English page", () => {
    const numberFormat = vi.spyOn(Intl, "NumberFormat")
    const pluralRules = vi.spyOn(Intl, "PluralRules")
    const messages = compiled("shop", "en")
    expect(formatMessage(messages["count.line"]!, { shown: 24, total: 25001 }, "en")).toBe("Showing 24 of 25001 products")
    expect(formatMessage(messages["cart.labelCount"]!, { count: 1200 }, "en")).toBe("Cart (1,200 items)")
    expect(numberFormat).not.toHaveBeenCalled()
    expect(pluralRules).not.toHaveBeenCalled()
  })
})
