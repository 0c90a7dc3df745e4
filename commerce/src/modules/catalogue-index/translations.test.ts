import assert from "node:assert/strict"
import { describe, it } from "node:test"
import { gradeBand, gradeWords, withGradeCodes } from "./grade-words"
import { languageOfLocale } from "../../lib/languages"
import { toCatalogueDocument, type ProductGraphRow, type TranslationRow } from "./projection"
import { RETURNED, returnedIn } from "./search"

describe("grade words", () => {
  it("find the band of the grades the shop writes", () => {
    assert.equal(gradeBand("EF"), "extremely-fine")
    assert.equal(gradeBand("XF"), "extremely-fine")
    assert.equal(gradeBand("VF"), "very-fine")
    assert.equal(gradeBand("gVF"), "very-fine")
    assert.equal(gradeBand("VF/EF"), "very-fine")
    assert.equal(gradeBand("TTB+"), "very-fine")
    assert.equal(gradeBand("MS-65"), "mint-state")
    assert.equal(gradeBand("PF-69"), "proof")
    assert.equal(gradeBand("AU-58"), "about-uncirculated")
    assert.equal(gradeBand("UNC"), "mint-state")
    assert.equal(gradeBand("EBC"), "extremely-fine")
    assert.equal(gradeBand("vz"), "extremely-fine")
    assert.equal(gradeBand("a nice coin"), undefined)
  })

  it("are each language's grading scale, as the grading guide gives them", () => {
    assert.equal(gradeWords("XF", "de"), "vz vorzüglich")
    assert.equal(gradeWords("XF", "fr"), "sup Superbe")
    assert.equal(gradeWords("VF", "de"), "ss sehr schön")
    assert.equal(gradeWords("VF", "fr"), "ttb Très Très Beau")
    // French SPL is About Uncirculated (Italian SPL is EF, not a language of the shop).
    assert.equal(gradeWords("AU", "fr"), "spl Splendide")
    assert.equal(gradeWords("MS-65", "de"), "st Stempelglanz")
    assert.equal(gradeWords("AU", "de"), "fst fast Stempelglanz")
    assert.equal(gradeWords(null, "de"), "")
  })

  it("turn a query's grade names and codes into the codes, the longest name first", () => {
    const codes = (words: string[], language: "de" | "fr") =>
      withGradeCodes(words, language).map((t) => (t.code ? `[${t.word}]` : t.word))
    assert.deepEqual(codes(["denar", "sehr", "schon"], "de"), ["denar", "[ss]"])
    assert.deepEqual(codes(["schon"], "de"), ["schon"], "a one-letter code is no search word")
    assert.deepEqual(codes(["vorzuglich"], "de"), ["[vz]"])
    assert.deepEqual(codes(["fast", "stempelglanz"], "de"), ["[fst]"])
    assert.deepEqual(codes(["f", "st"], "de"), ["[fst]"])
    assert.deepEqual(codes(["tres", "tres", "beau", "sesterce"], "fr"), ["[ttb]", "sesterce"])
    assert.deepEqual(codes(["fleur", "de", "coin"], "fr"), ["[fdc]"])
    assert.deepEqual(codes(["vz"], "fr"), ["vz"], "German codes are not French")
  })
})

describe("a product's translations in the read model", () => {
  const row: ProductGraphRow = {
    id: "prod_1",
    handle: "nero-sestertius",
    title: "Nero Sestertius",
    description: "Temple of Janus",
    status: "published",
    created_at: "2026-11-25T00:00:00Z",
    categories: [
      { id: "pcat_1", name: "Ancient Coins", handle: "ancient-coins" },
      { id: "pcat_2", name: "Featured", handle: "featured" },
    ],
    collector_item: { id: "coll_1", grade: "EF", period: "Roman Imperial", denomination: "Sestertius" },
  }
  const t = (
    reference: string,
    reference_id: string,
    locale_code: string,
    translations: Record<string, unknown>
  ): TranslationRow => ({
    reference,
    reference_id,
    locale_code,
    translations,
  })

  it("holds each language's texts of the product, its collector record and its categories, and its grade words", () => {
    const doc = toCatalogueDocument(row, [
      t("product", "prod_1", "de", { title: "Nero Sesterz", description: "" }),
      t("collector_item", "coll_1", "de", { denomination: "Sesterz" }),
      t("product_category", "pcat_1", "de", { name: "Antike Münzen" }),
      t("product", "prod_1", "fr", { title: "Néron sesterce" }),
      t("product", "prod_other", "fr", { title: "Autre" }),
    ])
    assert.deepEqual(doc.translations, {
      de: {
        title: "Nero Sesterz",
        denomination: "Sesterz",
        category_names: ["Antike Münzen", "Featured"],
        grade_words: "vz vorzüglich",
        grade_folded: "vz vorzuglich",
      },
      fr: { title: "Néron sesterce", grade_words: "sup Superbe", grade_folded: "sup superbe" },
    })
    // English stays in the document's own fields.
    assert.equal(doc.title, "Nero Sestertius")
  })

  it("names its country and material by their terms' translations, and keeps the translated period folded", () => {
    const doc = toCatalogueDocument(
      { ...row, material: "Bronze", collector_item: { ...row.collector_item, country: "Roman Empire", grade: "AU" } },
      [
        t("catalogue_term", "cterm_country", "de", { value: "Römisches Reich" }),
        t("catalogue_term", "cterm_other", "de", { value: "Frankreich" }),
        t("catalogue_term", "cterm_material", "fr", { value: "Bronze" }),
        t("collector_item", "coll_1", "de", { period: "Römische Kaiserzeit" }),
      ],
      [
        { id: "cterm_country", kind: "country", value: "Roman Empire" },
        { id: "cterm_other", kind: "country", value: "France" },
        { id: "cterm_material", kind: "material", value: "Bronze" },
      ]
    )
    assert.equal(doc.translations.de?.country, "Römisches Reich")
    assert.equal(doc.translations.de?.material, undefined, "an untranslated material is English")
    assert.equal(doc.translations.fr?.material, "Bronze")
    assert.equal(doc.translations.fr?.country, undefined)
    assert.equal(doc.translations.de?.period_folded, "romische kaiserzeit")
    assert.equal(doc.translations.fr?.period_folded, undefined)
    assert.equal(doc.translations.de?.grade_folded, "f.st fast stempelglanz")
    assert.equal(doc.country, "Roman Empire", "English and the filters' value stay in the columns")
  })

  it("takes a regional locale for its language, the plain one first", () => {
    assert.equal(languageOfLocale("de-AT"), "de")
    assert.equal(languageOfLocale("es-ES"), null)
    const doc = toCatalogueDocument(row, [
      t("product", "prod_1", "de", { title: "Nero Sesterz" }),
      t("product", "prod_1", "de-AT", { title: "Nero Sesterz (AT)", description: "Janustempel" }),
      t("product", "prod_1", "es-ES", { title: "Nerón sestercio" }),
    ])
    assert.equal(doc.translations.de?.title, "Nero Sesterz")
    assert.equal(doc.translations.de?.description, "Janustempel")
    assert.equal(Object.keys(doc.translations).sort().join(), "de,fr")
  })
})

describe("the returned columns", () => {
  it("are English's own statement's in English, translated with English as fallback otherwise", () => {
    assert.equal(returnedIn("en"), RETURNED)
    assert.match(returnedIn("fr"), /coalesce\("translations" #>> '\{fr,title\}', "title"\) as "title"/)
    assert.match(returnedIn("fr"), /coalesce\("translations" #>> '\{fr,denomination\}', "denomination"\) as "denomination"/)
    assert.match(returnedIn("de"), /coalesce\("translations" #>> '\{de,country\}', "country"\) as "country"/)
    assert.match(returnedIn("de"), /coalesce\("translations" #>> '\{de,material\}', "material"\) as "material"/)
    assert.doesNotMatch(returnedIn("fr"), /\{fr,grade\}/)
  })
})
