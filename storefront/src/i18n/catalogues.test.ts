import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { catalogueProblems, compileCatalogue, placeholdersOf } from "../../build/catalogues"
import { LANGUAGES } from "./language"

const LOCALES = join(__dirname, "..", "locales")
const AREAS = readdirSync(LOCALES)

function read(area: string, language: string): Record<string, string> {
  return JSON.parse(readFileSync(join(LOCALES, area, `${language}.json`), "utf8")) as Record<string, string>
}

describe("the catalogues", () => {
  it.each(AREAS)("%s: every key in English, German and French, with the same placeholders", (area) => {
    const catalogues = Object.fromEntries(LANGUAGES.map((language) => [language, read(area, language)]))
    expect(Object.keys(catalogues.en!).length).toBeGreaterThan(0)
    expect(catalogueProblems(catalogues)).toEqual([])
  })

  it("gives each key to one area only, so loading one never overwrites another's message", () => {
    const seen = new Map<string, string>()
    const twice: string[] = []
    for (const area of AREAS) {
      for (const key of Object.keys(read(area, "en"))) {
        if (seen.has(key)) twice.push(`${key} (${seen.get(key)}, ${area})`)
        seen.set(key, area)
      }
    }
    expect(twice).toEqual([])
  })
})

describe("the catalogue check", () => {
  const english = { "cart.count": "{count, plural, one {# item} other {# items}}", "cart.remove": "Remove {name}" }

  it("reads the placeholders inside plural branches too", () => {
    expect(placeholdersOf("{count, plural, one {# piece of {name}} other {# pieces}} for {who}")).toEqual([
      "count",
      "name",
      "who",
    ])
  })

  it("finds a translation that broke or renamed a placeholder", () => {
    const problems = catalogueProblems({
      en: english,
      de: { "cart.count": "{count, plural, one {# Artikel} other {# Artikel}}", "cart.remove": "{Name} entfernen" },
    })
    expect(problems).toEqual(['de: "cart.remove" fills in {Name}, English fills in {name}'])
  })

  it("finds a missing key, an extra key and a message that does not parse", () => {
    const problems = catalogueProblems({
      en: english,
      fr: { "cart.count": "{count, plural, one {# article} other {# articles}", "cart.extra": "En trop" },
    })
    expect(problems).toContain('fr: "cart.remove" is missing')
    expect(problems).toContain('fr: "cart.extra" is not in English')
    expect(problems.some((problem) => problem.startsWith('fr: "cart.count" does not parse'))).toBe(true)
  })

  it("refuses a format the shop's formatter does not fill in", () => {
    expect(() => compileCatalogue({ "order.placed": "Placed {when, date}" }, "en.json")).toThrow(
      'en.json: the message "order.placed" does not parse: {when, date} is not a format the shop fills in'
    )
    expect(compileCatalogue({ "cart.count": "{count, plural, one {# item} other {# items}}" }, "en.json")).toEqual({
      "cart.count": [["count", "plural", { one: ["#", " item"], other: ["#", " items"] }]],
    })
  })
})
