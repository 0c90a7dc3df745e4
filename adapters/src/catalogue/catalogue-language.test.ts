import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ProductQuery } from "../contract/product-query.js"
import { buildServer } from "../server.js"
import { offlineConfig } from "../test-support/offline-config.js"
import type { CatalogueQuery } from "./catalogue-request.js"
import { planProductQuery } from "./catalogue-request.js"
import { CatalogueService } from "./catalogue-service.js"
import type { CatalogueGateway } from "./gateway.js"
import type { Language } from "../contract/language.js"
import { CATEGORY_NAMES, TITLES, neroSestertius } from "../test-support/nero-sestertius.js"

const NAMES = CATEGORY_NAMES
const piece = neroSestertius

/** Medusa's catalogue routes as the gateway reads them, in each language; every call is noted. */
function gateway() {
  const calls: string[] = []
  const languageOf = (query: CatalogueQuery) => query.lang ?? "en"
  const fake: CatalogueGateway = {
    async listProducts(query) {
      calls.push(`products ${JSON.stringify(query)}`)
      await new Promise((resolve) => setTimeout(resolve, 5))
      return { etag: undefined, body: { products: [piece(languageOf(query))], count: 1 } }
    },
    async productByHandle(handle, language = "en") {
      calls.push(`product ${handle} ${language}`)
      await new Promise((resolve) => setTimeout(resolve, 5))
      return piece(language)
    },
    async listHighlights(flag, _limit, language = "en") {
      calls.push(`highlights ${flag} ${language}`)
      return [piece(language)]
    },
    async facets(language = "en") {
      calls.push(`facets ${language}`)
      const named = (value: string, names: Partial<Record<Language, string>>) => ({
        value,
        label: names[language] ?? value,
        count: 1,
      })
      return {
        categories: [{ id: "pcat_anc", count: 1 }],
        countries: [
          named("Roman Empire", { de: "Römisches Reich", fr: "Empire romain" }),
          named("FR", {}),
          named("Austria", { de: "Österreich" }),
          named("Lydia", {}),
        ],
        materials: [named("Silver", { de: "Silber", fr: "Argent" }), named("Gold", { fr: "Or" })],
      }
    },
    async listCategories(language = "en") {
      calls.push(`categories ${language}`)
      return [{ id: "pcat_anc", name: NAMES[language], handle: "ancient-coins" }]
    },
    previousVisitAt: async () => null,
  }
  return { fake, calls }
}

describe("the catalogue's reads in a language", () => {
  it("lang is en, de or fr, or left out; anything else names the three", () => {
    expect(ProductQuery.parse({ lang: "de" }).lang).toBe("de")
    expect(ProductQuery.parse({}).lang).toBeUndefined()
    for (const lang of ["es", "DE", "de-DE", ""]) {
      const parsed = ProductQuery.safeParse({ lang })
      expect(parsed.success).toBe(false)
      expect(parsed.error?.issues[0]?.message).toMatch(/lang must be one of en, de, fr/)
    }
    expect(ProductQuery.safeParse({ lang: ["de", "fr"] }).error?.issues[0]?.message).toBe(
      "lang must be given once, not as a list"
    )
  })

  it("asks Medusa in German or French with its lang, and in English as it always did", () => {
    const lookups = {
      categories: [{ id: "pcat_anc", name: "Antike Münzen", handle: "ancient-coins" }],
      countries: [],
      materials: [],
    }
    const query = ProductQuery.parse({ search: "Sesterz", category: "Antike Münzen" })
    expect(planProductQuery(query, lookups, undefined, "de")).toMatchObject({
      kind: "query",
      query: { q: "Sesterz", category_id: "pcat_anc", lang: "de" },
    })
    const english = planProductQuery(query, lookups)
    expect(english.kind === "query" && "lang" in english.query).toBe(false)
  })

  it("answers each language's texts, and remembers and shares nothing across languages", async () => {
    const { fake, calls } = gateway()
    const catalogue = new CatalogueService(fake, { medusaUrl: "http://medusa" })

    // The same handle at once in three languages: three reads, not one shared.
    const details = await Promise.all(
      (["en", "de", "fr"] as const).map((language) => catalogue.productByHandle("nero-sestertius", language))
    )
    expect(details.map((d) => d?.name)).toEqual([TITLES.en, TITLES.de, TITLES.fr])
    expect(await catalogue.productByHandle("nero-sestertius")).toMatchObject({ name: TITLES.en })

    const pages = await Promise.all([
      catalogue.listProducts(ProductQuery.parse({ search: "sesterz" }), undefined, "de"),
      catalogue.listProducts(ProductQuery.parse({ search: "sesterz" })),
    ])
    expect(pages.map((p) => p.products[0]?.name)).toEqual([TITLES.de, TITLES.en])
    expect(calls.filter((c) => c.startsWith("products"))).toHaveLength(2)

    expect((await catalogue.categories("fr"))[0]?.name).toBe(NAMES.fr)
    expect((await catalogue.categories())[0]?.name).toBe(NAMES.en)
    expect((await catalogue.filterOptions("de")).categories).toEqual([NAMES.de])
    expect((await catalogue.listFeaturedProducts("fr"))[0]?.name).toBe(TITLES.fr)
    expect((await catalogue.listNewProducts())[0]?.name).toBe(TITLES.en)
    // Remembered per language: asked again, no new call.
    const before = calls.length
    await catalogue.categories("fr")
    await catalogue.listFeaturedProducts("fr")
    expect(calls.length).toBe(before)
    expect(calls).toContain("categories fr")
    expect(calls).toContain("categories en")
    expect(calls).toContain("highlights featured fr")
  })
})

describe("countries and materials in a language (decision 247)", () => {
  it("are offered by their names in the language, with the values the address keeps, in the language's order", async () => {
    const catalogue = new CatalogueService(gateway().fake, { medusaUrl: "http://medusa" })
    const german = await catalogue.filterOptions("de")
    expect(german.countries).toEqual([
      { value: "France", label: "Frankreich" },
      { value: "Lydia", label: "Lydia" },
      { value: "Austria", label: "Österreich" },
      { value: "Roman Empire", label: "Römisches Reich" },
    ])
    expect(german.materials).toEqual([
      { value: "Gold", label: "Gold" },
      { value: "Silver", label: "Silber" },
    ])
    const english = await catalogue.filterOptions()
    expect(english.countries.map((c) => c.label)).toEqual(["Austria", "France", "Lydia", "Roman Empire"])
    expect(english.countries.every((c) => c.label === c.value)).toBe(true)
  })

  it("are worked out once per language until the facets are refreshed, not on every read", async () => {
    const catalogue = new CatalogueService(gateway().fake, { medusaUrl: "http://medusa" })
    const german = await catalogue.filterOptions("de")
    // Every drawn listing reads them; sorting the names in the language's order cost a millisecond.
    expect(await catalogue.filterOptions("de")).toBe(german)
    expect((await catalogue.filterOptions("fr")).materials).toEqual([
      { value: "Silver", label: "Argent" },
      { value: "Gold", label: "Or" },
    ])
  })

  it("filter by the value in every language, and by the name in the page's language", async () => {
    const { fake, calls } = gateway()
    const catalogue = new CatalogueService(fake, { medusaUrl: "http://medusa" })
    const asked = () =>
      JSON.parse(
        calls
          .filter((c) => c.startsWith("products"))
          .at(-1)!
          .slice("products ".length)
      ) as CatalogueQuery
    await catalogue.listProducts(ProductQuery.parse({ country: "Römisches Reich", material: "silber" }), undefined, "de")
    expect(asked()).toMatchObject({ country: ["Roman Empire"], material: ["Silver"], lang: "de" })
    await catalogue.listProducts(ProductQuery.parse({ country: "Roman Empire", material: "Silver" }), undefined, "fr")
    expect(asked()).toMatchObject({ country: ["Roman Empire"], material: ["Silver"], lang: "fr" })
    await catalogue.listProducts(ProductQuery.parse({ country: "Frankreich" }), undefined, "de")
    expect(asked()).toMatchObject({ country: ["FR"] })
    // A German name on a French page is no French name: nothing is asked, nothing found.
    const before = calls.length
    expect((await catalogue.listProducts(ProductQuery.parse({ country: "Römisches Reich" }), undefined, "fr")).total).toBe(0)
    expect(calls.length).toBe(before)
  })

  it("show a country stored as a code by its name in the page's language", async () => {
    const { fake } = gateway()
    fake.productByHandle = async () => ({ ...piece("de"), country: "AT", material: "Silber" })
    const catalogue = new CatalogueService(fake, { medusaUrl: "http://medusa" })
    expect(await catalogue.productByHandle("nero-sestertius", "de")).toMatchObject({ country: "Österreich", material: "Silber" })
    expect(await catalogue.productByHandle("nero-sestertius", "fr")).toMatchObject({ country: "Autriche" })
  })
})

describe("the shop server's catalogue routes", () => {
  let app: Awaited<ReturnType<typeof buildServer>>
  beforeAll(async () => {
    app = await buildServer(offlineConfig, { logger: false })
  })
  afterAll(() => app.close())

  it("refuse a language other than en, de or fr with a 400 that names them", async () => {
    for (const url of [
      "/api/products?lang=es",
      "/api/products/nero-sestertius?lang=it",
      "/api/categories?lang=english",
      "/api/filters?lang=DE",
      "/api/new-products?lang=nl",
    ]) {
      const response = await app.inject({ method: "GET", url })
      expect(response.statusCode, url).toBe(400)
      expect(response.json<{ message: string }>().message, url).toMatch(/lang must be one of en, de, fr/)
    }
  })
})
