import assert from "node:assert/strict"
import { before, test } from "node:test"
import type { AxiosInstance } from "axios"
import { createTranslationsWorkflow, updateProductsWorkflow, updateTranslationsWorkflow } from "@medusajs/medusa/core-flows"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { demoCatalogue } from "../src/scripts/catalogue"
import { createCategories, createItems } from "../src/scripts/seed/catalogue"
import { setUpStore, type StoreSetup } from "../src/scripts/seed/store-setup"
import { setUpLanguages, translateCatalogue } from "../src/scripts/seed/translations"
import { staffHeaders } from "./fixtures"
import type { SuiteOptions } from "./suites"

// Translated in the demo catalogue: the two sestertii (F and VF), an aureus (XF) and a thaler (UNC).
// Not translated: a denarius graded XF and one graded VF.
const PIECES = {
  nero: "nero-sestertius-temple-of-janus",
  hadrian: "hadrian-sestertius-hispania-reclining",
  aureus: "marcus-aurelius-aureus-providentia",
  thaler: "austria-maria-theresa-thaler-1780-restrike",
  trajan: "trajan-denarius-column-of-trajan",
  dioscuri: "roman-republic-denarius-dioscuri-riding",
}

type Entry = {
  id: string
  handle: string
  title: string
  description: string | null
  category_names: string[]
  country: string | null
  material: string | null
  period: string | null
}
type Facet = { value: string; label: string; count: number }

export default function catalogueLanguages({ api, getContainer }: SuiteOptions) {
  const http = api as AxiosInstance
  let setup: StoreSetup
  const get = (path: string) =>
    http.get(path, { headers: { "x-publishable-api-key": setup.publishableKey }, validateStatus: () => true })
  const page = async (query: string): Promise<Entry[]> => {
    const { status, data } = await get(`/catalogue/products?limit=100&${query}`)
    assert.equal(status, 200, JSON.stringify(data))
    return data.products
  }
  const found = async (query: string) => (await page(query)).map((p) => p.handle).sort()
  const handles = (...names: (keyof typeof PIECES)[]) => names.map((name) => PIECES[name]).sort()

  before(async () => {
    const container = getContainer()
    setup = await setUpStore(container, false)
    const categoryIds = await createCategories(container)
    const wanted = new Set(Object.values(PIECES))
    await createItems(
      container,
      setup,
      categoryIds,
      demoCatalogue().filter((item) => wanted.has(item.handle)),
      { imagesOf: () => [] }
    )
    await setUpLanguages(container)
    assert.ok((await translateCatalogue(container)) > 0)
    // Seeding again (a shop's every start) adds nothing.
    await setUpLanguages(container)
    assert.equal(await translateCatalogue(container), 0)
  })

  test("a German search finds a piece by its translated name: Sesterz the sestertii, Taler the thaler", async () => {
    assert.deepEqual(await found("lang=de&q=Sesterz"), handles("hadrian", "nero"))
    assert.deepEqual(await found("lang=de&q=Taler"), handles("thaler"))
    const [nero] = await page("lang=de&q=Sesterz%20Janustempel")
    assert.equal(nero.title, "Nero Sesterz, Janustempel")
    assert.equal(nero.category_names[0], "Antike Münzen")
  })

  test("a French search folds accents and stems: Néron, neron and sesterces find the sestertii", async () => {
    assert.deepEqual(await found("lang=fr&q=sesterces"), handles("hadrian", "nero"))
    assert.deepEqual(await found("lang=fr&q=neron"), handles("nero"))
    assert.deepEqual(await found("lang=fr&q=N%C3%A9ron"), handles("nero"))
  })

  test("each language's grade words find the pieces of the shop's grade, translated or not", async () => {
    assert.deepEqual(await found("lang=de&q=vorz%C3%BCglich"), handles("aureus", "trajan"))
    assert.deepEqual(await found("lang=de&q=vorzuglich"), handles("aureus", "trajan"))
    assert.deepEqual(await found("lang=de&q=vz"), handles("aureus", "trajan"))
    assert.deepEqual(await found("lang=de&q=sehr%20sch%C3%B6n"), handles("dioscuri", "hadrian"))
    assert.deepEqual(await found("lang=fr&q=SUP"), handles("aureus", "trajan"))
    assert.deepEqual(await found("lang=fr&q=TTB"), handles("dioscuri", "hadrian"))
    assert.deepEqual(await found("lang=de&q=Stempelglanz"), handles("thaler"))
    assert.deepEqual(await found("lang=fr&q=Tr%C3%A8s%20Tr%C3%A8s%20Beau"), handles("dioscuri", "hadrian"))
    assert.deepEqual(await found("lang=de&q=Sesterz%20ss"), handles("hadrian"))
  })

  test("English search is as it was: its own words, not the translations'", async () => {
    assert.deepEqual(await found("q=Sestertius"), handles("hadrian", "nero"))
    assert.deepEqual(await found("lang=en&q=Sestertius"), handles("hadrian", "nero"))
    assert.deepEqual(await found("q=Janustempel"), [])
    assert.deepEqual(await found("q=vorz%C3%BCglich"), [])
    const [nero] = await page("q=Sestertius%20Janus")
    assert.equal(nero.title, "Nero Sestertius, Temple of Janus")
    assert.equal(nero.category_names[0], "Ancient Coins")
  })

  test("a text without a translation is English; the collector's texts and categories are translated", async () => {
    const { status, data } = await get(`/catalogue/products/${PIECES.trajan}?lang=de`)
    assert.equal(status, 200, JSON.stringify(data))
    const english = demoCatalogue().find((item) => item.handle === PIECES.trajan)!
    assert.equal(data.product.title, english.title)
    assert.equal(data.product.description, english.description)
    assert.equal(data.product.denomination, "Denar")
    assert.equal(data.product.period, "Römische Kaiserzeit")
    assert.deepEqual(data.product.category_names, ["Antike Münzen"])

    const french = await get(`/catalogue/products/${PIECES.nero}?lang=fr`)
    assert.equal(french.data.product.title, "Néron sesterce, temple de Janus")
    assert.equal(french.data.product.denomination, "Sesterce")
    assert.equal(french.data.product.grade, "F", "the grade is the shop's code in every language")

    const highlights = await get("/catalogue/highlights?flag=featured&lang=fr")
    assert.equal(highlights.status, 200)
    assert.ok(highlights.data.products.some((p: Entry) => p.title === "Marc Aurèle aureus, Providentia"))
  })

  test("a translation written through the Translation Module shows in the next page", async () => {
    const container = getContainer()
    const before = await page(`lang=de&q=Trajan`)
    assert.equal(before[0]?.title, "Trajan Denarius, Column of Trajan")
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({ entity: "product", fields: ["id"], filters: { handle: PIECES.trajan } })
    const {
      result: [created],
    } = await createTranslationsWorkflow(container).run({
      input: {
        translations: [
          {
            reference: "product",
            reference_id: data[0].id,
            locale_code: "de",
            translations: { title: "Trajan Denar, Trajanssäule" },
          },
        ],
      },
    })
    const title = async (query: string) => (await page(query))[0]?.title
    assert.equal(
      await eventually(() => title("lang=de&q=Trajanssaule"), "Trajan Denar, Trajanssäule"),
      "Trajan Denar, Trajanssäule"
    )

    await updateTranslationsWorkflow(container).run({
      input: { translations: [{ id: created.id, translations: { title: "Trajan Denar, die Trajanssäule in Rom" } }] },
    })
    const updated = "Trajan Denar, die Trajanssäule in Rom"
    assert.equal(await eventually(() => title("lang=de&q=Trajan"), updated), updated)
    // English is not touched.
    assert.equal((await page("q=Trajan"))[0]?.title, "Trajan Denarius, Column of Trajan")
  })

  test("the back office's translation editor writes what the next page shows, and a deleted one falls back to English", async () => {
    const staff = await staffHeaders(http, getContainer())
    const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({ entity: "product", fields: ["id"], filters: { handle: PIECES.dioscuri } })
    const english = "Roman Republic Denarius, Dioscuri Riding"
    const title = async () => (await get(`/catalogue/products/${PIECES.dioscuri}?lang=fr`)).data.product?.title as string
    assert.equal(await title(), english)
    // What the editor posts (Settings › Translations › Edit).
    const { status, data: batch } = await http.post(
      "/admin/translations/batch",
      {
        create: [
          {
            reference: "product",
            reference_id: data[0].id,
            locale_code: "fr",
            translations: { title: "Denier, les Dioscures à cheval" },
          },
        ],
      },
      staff
    )
    assert.equal(status, 200, JSON.stringify(batch))
    assert.equal(await eventually(title, "Denier, les Dioscures à cheval"), "Denier, les Dioscures à cheval")
    const removed = await http.post("/admin/translations/batch", { delete: [batch.created[0].id] }, staff)
    assert.equal(removed.status, 200)
    assert.equal(await eventually(title, english), english)
  })

  test("categories in a language, English where one has no translation, in display order", async () => {
    const french = await get("/catalogue/categories?lang=fr")
    assert.equal(french.status, 200, JSON.stringify(french.data))
    assert.deepEqual(
      french.data.product_categories.map((c: { name: string }) => c.name),
      ["Monnaies antiques", "Monnaies modernes", "Billets de banque", "Médailles & jetons", "Métaux précieux"]
    )
    const english = await get("/catalogue/categories")
    assert.equal(english.data.product_categories[0].name, "Ancient Coins")
    assert.equal(english.data.product_categories[0].handle, french.data.product_categories[0].handle)
  })

  test("a piece's country and material in German and French, English where one has no translation", async () => {
    const piece = async (handle: string, lang: string) =>
      (await get(`/catalogue/products/${handle}?lang=${lang}`)).data.product as Entry
    assert.deepEqual(
      [await piece(PIECES.nero, "de"), await piece(PIECES.nero, "fr"), await piece(PIECES.nero, "en")].map((p) => [
        p.country,
        p.material,
      ]),
      [
        ["Römisches Reich", "Bronze"],
        ["Empire romain", "Bronze"],
        ["Roman Empire", "Bronze"],
      ]
    )
    const [thaler] = await page(`lang=fr&q=thaler`)
    assert.deepEqual([thaler.country, thaler.material], ["Autriche", "Argent"])
  })

  test("German and French search find pieces by their country and material in the language", async () => {
    assert.deepEqual(await found("lang=de&q=Silber"), handles("dioscuri", "thaler", "trajan"))
    assert.deepEqual(await found("lang=fr&q=argent"), handles("dioscuri", "thaler", "trajan"))
    assert.deepEqual(await found("lang=de&q=R%C3%B6misches%20Reich"), handles("aureus", "hadrian", "nero", "trajan"))
    assert.deepEqual(await found("lang=fr&q=Autriche"), handles("thaler"))
    assert.deepEqual(await found("lang=de&q=Silber%20Denar"), handles("dioscuri", "trajan"))
    // English search keeps its own words.
    assert.deepEqual(await found("q=Silber"), [])
  })

  test("the facets name each country and material in the language; the filters take the value in every language", async () => {
    const facets = async (lang: string) => (await get(`/catalogue/facets?lang=${lang}`)).data as Record<string, Facet[]>
    const german = await facets("de")
    assert.deepEqual(
      german.countries.find((c) => c.value === "Roman Empire"),
      { value: "Roman Empire", label: "Römisches Reich", count: 4 }
    )
    assert.deepEqual(german.materials.find((m) => m.value === "Silver")?.label, "Silber")
    assert.ok((await facets("en")).countries.every((c) => c.label === c.value))
    assert.equal((await get("/catalogue/facets?lang=es")).status, 400)

    const found = await page("lang=de&country=Roman%20Empire&material=Silver")
    assert.deepEqual(found.map((p) => p.handle).sort(), handles("trajan"))
    assert.deepEqual([found[0].country, found[0].material], ["Römisches Reich", "Silber"])
  })

  test("the period and quality filters take the language's words beside English's", async () => {
    // Roman Imperial: Römische Kaiserzeit, Empire romain. XF: vz, vorzüglich, SUP. VF: ss, TTB.
    assert.deepEqual(await found("lang=de&period=Kaiserzeit"), handles("aureus", "hadrian", "nero", "trajan"))
    assert.deepEqual(await found("lang=de&period=r%C3%B6misch"), handles("aureus", "dioscuri", "hadrian", "nero", "trajan"))
    assert.deepEqual(await found("lang=de&period=Roman%20Imperial"), handles("aureus", "hadrian", "nero", "trajan"))
    assert.deepEqual(await found("lang=fr&period=r%C3%A9publique"), handles("dioscuri"))
    assert.deepEqual(await found("lang=de&quality=vz"), handles("aureus", "trajan"))
    assert.deepEqual(await found("lang=de&quality=vorz%C3%BCglich"), handles("aureus", "trajan"))
    assert.deepEqual(await found("lang=de&quality=XF"), handles("aureus", "trajan"))
    assert.deepEqual(await found("lang=fr&quality=TTB"), handles("dioscuri", "hadrian"))
    assert.deepEqual(await found("lang=fr&quality=TTB&period=empire"), handles("hadrian"))
    // English is as it was: its own period and the shop's codes only.
    assert.deepEqual(await found("period=Kaiserzeit"), [])
    assert.deepEqual(await found("quality=vz"), [])
    assert.deepEqual(await found("period=roman%20imperial"), handles("aureus", "hadrian", "nero", "trajan"))
  })

  test("a new material is listed for translation, English until a merchandiser translates it in the back office", async () => {
    const container = getContainer()
    const staff = await staffHeaders(http, container)
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({ entity: "product", fields: ["id"], filters: { handle: PIECES.hadrian } })
    await updateProductsWorkflow(container).run({ input: { selector: { id: data[0].id }, update: { material: "Orichalcum" } } })
    const material = async () => (await get(`/catalogue/products/${PIECES.hadrian}?lang=de`)).data.product?.material as string
    assert.equal(await eventually(material, "Orichalcum"), "Orichalcum")

    // What the translation editor lists (Settings › Translations › Catalogue term): the sync has
    // made the new material a term before it wrote the row read above.
    const { data: terms } = await http.get("/admin/translations/entities?type=catalogue_term&limit=100", staff)
    const term = (terms.data as { id: string; value: string }[]).find((t) => t.value === "Orichalcum")
    assert.ok(term, "the new material is listed for translation")
    const { status, data: batch } = await http.post(
      "/admin/translations/batch",
      {
        create: [
          {
            reference: "catalogue_term",
            reference_id: term.id,
            locale_code: "de",
            translations: { value: "Messing (Orichalkum)" },
          },
        ],
      },
      staff
    )
    assert.equal(status, 200, JSON.stringify(batch))
    assert.equal(await eventually(material, "Messing (Orichalkum)"), "Messing (Orichalkum)")
    const facets = (await get("/catalogue/facets?lang=de")).data as Record<string, Facet[]>
    assert.equal(facets.materials.find((m) => m.value === "Orichalcum")?.label, "Messing (Orichalkum)")
    assert.deepEqual(await found("lang=de&material=Orichalcum"), handles("hadrian"))
    assert.equal((await get(`/catalogue/products/${PIECES.hadrian}?lang=fr`)).data.product.material, "Orichalcum")
  })

  test("a language other than en, de or fr is refused with a 400 that names them", async () => {
    for (const path of [
      "/catalogue/products?lang=es",
      `/catalogue/products/${PIECES.nero}?lang=de-DE`,
      "/catalogue/highlights?flag=new&lang=EN",
      "/catalogue/categories?lang=it",
    ]) {
      const { status, data } = await get(path)
      assert.equal(status, 400, path)
      assert.match(data.message, /lang must be one of en, de, fr/, path)
    }
  })

  test("the back office's translation screens offer products, categories and the collector's texts", async () => {
    const staff = await staffHeaders(http, getContainer())
    // What the back office reads to show its translation screens and the products' and categories' links to them.
    const flags = await http.get("/admin/feature-flags", staff)
    assert.equal(flags.data.feature_flags.translation, true, JSON.stringify(flags.data))
    const settings = await http.get("/admin/translations/settings", staff)
    const fields = Object.fromEntries(
      Object.entries(settings.data.translation_settings as Record<string, { fields: string[] }>).map(([entity, s]) => [
        entity,
        s.fields,
      ])
    )
    assert.ok(fields.product?.includes("title") && fields.product.includes("description"), JSON.stringify(fields.product))
    assert.ok(fields.product_category?.includes("name"), JSON.stringify(fields.product_category))
    assert.deepEqual([...(fields.collector_item ?? [])].sort(), ["denomination", "mint", "period"])
    assert.deepEqual(fields.catalogue_term, ["value"])

    const { data } = await http.get("/admin/translations/entities?type=collector_item&limit=50", staff)
    const record = data.data.find((item: { denomination: string }) => item.denomination === "Sestertius")
    assert.ok(record, "the collector records are listed for translation")
    assert.ok(
      record.translations.some(
        (t: { locale_code: string; translations: { denomination?: string } }) =>
          t.locale_code === "de" && t.translations.denomination === "Sesterz"
      )
    )
    // The list of entities to translate counts what is translated per locale.
    const statistics = await http.get(
      "/admin/translations/statistics?locales=de&locales=fr&entity_types=product&entity_types=product_category&entity_types=collector_item&entity_types=catalogue_term",
      staff
    )
    assert.equal(statistics.status, 200, JSON.stringify(statistics.data))
    assert.ok(statistics.data.statistics.collector_item.by_locale.de.translated > 0, JSON.stringify(statistics.data))
    assert.ok(statistics.data.statistics.product_category.by_locale.fr.translated >= 5)
    assert.ok(statistics.data.statistics.catalogue_term.by_locale.fr.translated >= 4, JSON.stringify(statistics.data))
    const store = await http.get("/admin/stores?fields=supported_locales.locale_code", staff)
    assert.deepEqual(store.data.stores[0].supported_locales.map((l: { locale_code: string }) => l.locale_code).sort(), [
      "de",
      "fr",
    ])
  })
}

/** What `read` answers once it is `expected` (the catalogue's subscriber has handled the event), or after 10 s. */
async function eventually<T>(read: () => Promise<T>, expected: T, ms = 10_000): Promise<T | undefined> {
  const deadline = Date.now() + ms
  let last: T | undefined
  while (Date.now() < deadline) {
    last = await read()
    if (last === expected) return last
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return last
}
