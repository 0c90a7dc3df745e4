import assert from "node:assert/strict"
import { describe, it } from "node:test"
import { CATEGORIES } from "../seed/catalogue"
import { demoCatalogue } from "./demo-catalogue"
import { CATALOGUE_TRANSLATIONS, catalogueTranslations } from "./translations"

describe("the demo catalogue's German and French texts", () => {
  const items = demoCatalogue()

  it("translate every category and every featured and new piece, in both languages", () => {
    for (const category of CATEGORIES) {
      const names = CATALOGUE_TRANSLATIONS.categories[category.handle]
      assert.ok(names?.de && names.fr, `${category.handle} has a German and a French name`)
    }
    for (const item of items.filter((i) => i.isFeatured || i.isNew)) {
      const piece = CATALOGUE_TRANSLATIONS.pieces[item.handle]
      assert.ok(piece, `${item.handle} is translated`)
      for (const language of ["de", "fr"] as const) {
        assert.ok(piece[language].title.trim(), `${item.handle} has a ${language} title`)
        assert.ok(piece[language].description.trim(), `${item.handle} has a ${language} description`)
      }
    }
  })

  it("name every country and material of the catalogue, in both languages, and only those", () => {
    for (const [kind, values] of [
      ["countries", new Set(items.map((i) => i.country))],
      ["materials", new Set(items.map((i) => i.material))],
    ] as const) {
      const names = CATALOGUE_TRANSLATIONS[kind]
      for (const value of values) assert.ok(names[value]?.de.trim() && names[value].fr.trim(), `${value} is translated`)
      for (const value of Object.keys(names)) assert.ok(values.has(value), `${value} is one of the catalogue's ${kind}`)
    }
  })

  it("name only pieces, periods and denominations the catalogue has", () => {
    const handles = new Set(items.map((i) => i.handle))
    for (const handle of Object.keys(CATALOGUE_TRANSLATIONS.pieces)) assert.ok(handles.has(handle), `${handle} is a piece`)
    const periods = new Set(items.map((i) => i.period))
    for (const period of Object.keys(CATALOGUE_TRANSLATIONS.periods)) assert.ok(periods.has(period), `${period} is a period`)
    const denominations = new Set(items.map((i) => i.denomination))
    for (const d of Object.keys(CATALOGUE_TRANSLATIONS.denominations)) assert.ok(denominations.has(d), `${d} is a denomination`)
  })

  it("become translations of the product, its collector record, its category, its country and material", () => {
    const sestertius = items.find((i) => i.handle === "nero-sestertius-temple-of-janus")!
    const inputs = catalogueTranslations(
      [
        {
          id: "prod_1",
          handle: sestertius.handle,
          collector_item: { id: "coll_1", period: sestertius.period, denomination: sestertius.denomination },
        },
      ],
      [{ id: "pcat_1", handle: "ancient-coins" }],
      [
        { id: "cterm_1", kind: "country", value: sestertius.country },
        { id: "cterm_2", kind: "material", value: sestertius.material },
        { id: "cterm_3", kind: "material", value: "Unobtainium" },
      ]
    )
    assert.deepEqual(
      inputs.filter((t) => t.locale_code === "de"),
      [
        { reference: "catalogue_term", reference_id: "cterm_1", locale_code: "de", translations: { value: "Römisches Reich" } },
        { reference: "catalogue_term", reference_id: "cterm_2", locale_code: "de", translations: { value: "Bronze" } },
        { reference: "product_category", reference_id: "pcat_1", locale_code: "de", translations: { name: "Antike Münzen" } },
        {
          reference: "product",
          reference_id: "prod_1",
          locale_code: "de",
          translations: CATALOGUE_TRANSLATIONS.pieces[sestertius.handle].de,
        },
        {
          reference: "collector_item",
          reference_id: "coll_1",
          locale_code: "de",
          translations: { period: "Römische Kaiserzeit", denomination: "Sesterz" },
        },
      ]
    )
  })
})
