import { beforeAll, describe, expect, it } from "vitest"
import { Category, FilterOptions, PublicConfig } from "../contract/catalogue.js"
import { ErrorBody } from "../contract/error.js"
import { Product, ProductDetail, ProductList } from "../contract/product.js"

// Runs against a real, seeded stack: the orchestrator sets these.
const SHOP_URL = process.env.SHOP_URL ?? "http://127.0.0.1:8000"
const MEDUSA_URL = process.env.MEDUSA_URL ?? "http://127.0.0.1:9000"
const STAFF_EMAIL = process.env.STAFF_EMAIL
const STAFF_PASSWORD = process.env.STAFF_PASSWORD

async function get(path: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${SHOP_URL}${path}`)
  return { status: response.status, body: await response.json() }
}

async function list(query: Record<string, string | number> = {}): Promise<ProductList> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))
  const { status, body } = await get(`/api/products?${qs}`)
  expect(status).toBe(200)
  return ProductList.parse(body)
}

let filters: FilterOptions
let everything: ProductList

beforeAll(async () => {
  filters = FilterOptions.parse((await get("/api/filters")).body)
  everything = await list({ limit: 100 })
})

describe("shapes against the contract", () => {
  it("GET /api/categories", async () => {
    const categories = Category.array().parse((await get("/api/categories")).body)
    expect(categories.length).toBeGreaterThanOrEqual(5)
    expect(categories.reduce((sum, c) => sum + c.itemCount, 0)).toBeGreaterThanOrEqual(everything.total)
  })

  it("GET /api/filters lists sorted, non-empty options", () => {
    expect(filters.categories.length).toBeGreaterThanOrEqual(5)
    expect(filters.countries.length).toBeGreaterThan(1)
    expect(filters.materials.length).toBeGreaterThan(1)
  })

  it("GET /api/new-products and /api/featured-products", async () => {
    for (const path of ["/api/new-products", "/api/featured-products"]) {
      const products = Product.array().parse((await get(path)).body)
      expect(products.length).toBeGreaterThan(0)
      const flag = path.includes("new") ? "isNew" : "isFeatured"
      expect(products.every((p) => p[flag])).toBe(true)
    }
  })

  it("GET /api/products has the same shape with and without parameters", async () => {
    expect(everything.total).toBeGreaterThanOrEqual(120)
    expect(everything).toMatchObject({ page: 1, limit: 100 })
    const filtered = await list({ search: "denarius", category: "ancient-coins" })
    expect(Object.keys(filtered).sort()).toEqual(Object.keys(everything).sort())
  })

  it("GET /api/products/{handle} answers the collector fields and stock, and a 404 for an unknown handle", async () => {
    const first = everything.products[0]!
    const { status, body } = await get(`/api/products/${first.handle}`)
    expect(status).toBe(200)
    const detail = ProductDetail.parse(body)
    expect(detail).toMatchObject({ id: first.id, name: first.name, finalPrice: first.finalPrice })
    expect(detail.stock).toBeGreaterThanOrEqual(0)
    const missing = await get("/api/products/no-such-piece-anywhere")
    expect(missing.status).toBe(404)
    ErrorBody.parse(missing.body)
  })

  it("GET /api/config and /api/openapi.json", async () => {
    PublicConfig.parse((await get("/api/config")).body)
    const doc = (await get("/api/openapi.json")).body as { paths: Record<string, unknown> }
    expect(Object.keys(doc.paths)).toContain("/api/products")
  })

  it("serves product images from its own origin", async () => {
    const product = everything.products.find((p) => p.frontImageUrl.startsWith("/static/"))!
    const response = await fetch(`${SHOP_URL}${product.frontImageUrl}`)
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toContain("image/")
  })
})

describe("filters", () => {
  it("each category alone, by handle and by name", async () => {
    const categories = Category.array().parse((await get("/api/categories")).body)
    for (const category of categories) {
      const byHandle = await list({ category: category.handle, limit: 100 })
      expect(byHandle.total).toBe(category.itemCount)
      expect(byHandle.products.every((p) => p.category === category.name)).toBe(true)
      expect((await list({ category: category.name })).total).toBe(category.itemCount)
    }
  })

  it("accepts the spec's /products/medals link", async () => {
    expect((await list({ category: "medals" })).total).toBeGreaterThan(0)
  })

  it("country, material, period and quality alone", async () => {
    const sample = everything.products.find((p) => p.country && p.material && p.period && p.quality)!
    const byCountry = await list({ country: sample.country!, limit: 100 })
    expect(byCountry.products.every((p) => p.country === sample.country)).toBe(true)
    const byMaterial = await list({ material: sample.material!.toUpperCase(), limit: 100 })
    expect(byMaterial.total).toBeGreaterThan(0)
    expect(byMaterial.products.every((p) => p.material === sample.material)).toBe(true)
    const fragment = sample.period!.slice(1, 5).toLowerCase()
    const byPeriod = await list({ period: fragment, limit: 100 })
    expect(byPeriod.products.every((p) => p.period!.toLowerCase().includes(fragment))).toBe(true)
    const byQuality = await list({ quality: sample.quality!.toLowerCase(), limit: 100 })
    expect(byQuality.products.every((p) => p.quality!.toLowerCase().includes(sample.quality!.toLowerCase()))).toBe(true)
  })

  it("combines filters with AND", async () => {
    const sample = everything.products.find((p) => p.country && p.material && p.category)!
    const combined = await list({ category: sample.category!, country: sample.country!, material: sample.material!, limit: 100 })
    expect(combined.total).toBeGreaterThan(0)
    for (const p of combined.products) {
      expect(p).toMatchObject({ category: sample.category, country: sample.country, material: sample.material })
    }
    const byCountry = await list({ country: sample.country! })
    expect(combined.total).toBeLessThanOrEqual(byCountry.total)
  })

  it("answers unknown values with an empty result, not an error", async () => {
    const unknown: Record<string, string>[] = [
      { category: "stamps" },
      { country: "Atlantis" },
      { material: "Kryptonite" },
      { period: "zzzz" },
    ]
    for (const query of unknown) {
      expect(await list(query)).toMatchObject({ products: [], total: 0 })
    }
  })
})

describe("search", () => {
  it("finds Denarius from a prefix, in any case, with or without accents", async () => {
    const denar = await list({ search: "denar" })
    expect(denar.total).toBeGreaterThan(0)
    expect(denar.products[0]!.name).toMatch(/denari/i)
    const upper = await list({ search: "DENARIUS" })
    const accented = await list({ search: "Dénárius" })
    expect(accented.total).toBe(upper.total)
    expect(accented.products.map((p) => p.id)).toEqual(upper.products.map((p) => p.id))
  })

  it("tolerates a typo, ranking exact matches first", async () => {
    const typo = await list({ search: "denarious" })
    expect(typo.total).toBeGreaterThan(0)
    expect(typo.products[0]!.name).toMatch(/denarius/i)
  })

  it("requires every word", async () => {
    const both = await list({ search: "denarius silver-free-nonsense-word" })
    expect(both.total).toBe(0)
    const one = await list({ search: "denarius" })
    const two = await list({ search: "denarius caesar" })
    expect(two.total).toBeGreaterThan(0)
    expect(two.total).toBeLessThan(one.total)
  })

  it("finds every catalogue reference such as KM# 123 or KM# 749.2, best first", async () => {
    const candidates = await list({ search: "KM", limit: 100 })
    const references: { reference: string; handle: string }[] = []
    for (const p of candidates.products) {
      const detail = ProductDetail.parse((await get(`/api/products/${p.handle}`)).body)
      if (detail.catalogueRef?.startsWith("KM#")) references.push({ reference: detail.catalogueRef, handle: detail.handle })
    }
    expect(references.some((r) => r.reference.includes("."))).toBe(true)
    for (const { reference, handle } of references) {
      const found = await list({ search: reference })
      expect(found.products[0]?.handle, reference).toBe(handle)
    }
  })

  it("searches the country and the denomination", async () => {
    const sample = everything.products.find((p) => p.country && !p.name.includes(p.country))
    if (sample) expect((await list({ search: sample.country! })).total).toBeGreaterThan(0)
  })
})

describe("pagination and sorting", () => {
  it("pages without overlap and reports the same total", async () => {
    const first = await list({ limit: 7, page: 1 })
    const second = await list({ limit: 7, page: 2 })
    expect(second.total).toBe(first.total)
    const ids = new Set(first.products.map((p) => p.id))
    expect(second.products.some((p) => ids.has(p.id))).toBe(false)
  })

  it("answers an empty page past the end, and a single item at limit 1", async () => {
    const beyond = Math.ceil(everything.total / 100) + 1
    const past = await list({ page: beyond, limit: 100 })
    expect(past).toMatchObject({ products: [], total: everything.total, page: beyond })
    if (everything.total <= 10_000) {
      const last = await list({ page: everything.total, limit: 1 })
      expect(last.products).toHaveLength(1)
      expect((await list({ page: everything.total + 1, limit: 1 })).products).toHaveLength(0)
    }
  })

  it("sorts by price both ways and by newest", async () => {
    const asc = (await list({ sort: "price_asc", limit: 100 })).products.map((p) => Number(p.finalPrice))
    expect(asc).toEqual([...asc].sort((a, b) => a - b))
    const desc = (await list({ sort: "price_desc", limit: 100 })).products.map((p) => Number(p.finalPrice))
    expect(desc).toEqual([...desc].sort((a, b) => b - a))
    const newest = await list({ sort: "newest" })
    expect(newest.total).toBe(everything.total)
  })
})

describe("price range", () => {
  /** Every listed piece's price, cheapest first. */
  async function allPrices(query: Record<string, string> = {}): Promise<number[]> {
    const prices: number[] = []
    for (let page = 1; ; page++) {
      const answer = await list({ ...query, sort: "price_asc", limit: 100, page })
      prices.push(...answer.products.map((p) => Number(p.finalPrice)))
      if (prices.length >= answer.total || !answer.products.length) return prices
    }
  }

  it("keeps pieces from the minimum, up to the maximum, or between both, the ends included", async () => {
    const prices = await allPrices()
    expect(prices.length).toBe(everything.total)
    const low = prices[Math.floor(prices.length / 4)]!
    const high = prices[Math.floor((prices.length * 3) / 4)]!
    expect(low).toBeLessThan(high)

    const fromLow = await allPrices({ priceMin: low.toFixed(2) })
    expect(fromLow).toEqual(prices.filter((p) => p >= low))
    expect(fromLow[0]).toBe(low)

    const upToHigh = await allPrices({ priceMax: high.toFixed(2) })
    expect(upToHigh).toEqual(prices.filter((p) => p <= high))
    expect(upToHigh.at(-1)).toBe(high)

    const between = await allPrices({ priceMin: String(low), priceMax: String(high) })
    expect(between).toEqual(prices.filter((p) => p >= low && p <= high))
    expect((await list({ priceMin: String(low), priceMax: String(high) })).total).toBe(between.length)

    expect(await allPrices({ priceMin: String(high), priceMax: String(high) })).toEqual(prices.filter((p) => p === high))
    expect((await list({ priceMin: String(prices.at(-1)! + 0.01) })).total).toBe(0)
  })

  it("combines with the other filters", async () => {
    const silver = await allPrices({ material: "Silver" })
    const cap = silver[Math.floor(silver.length / 2)]!
    const answer = await list({ material: "Silver", priceMax: String(cap), limit: 100 })
    expect(answer.total).toBe(silver.filter((p) => p <= cap).length)
    expect(answer.products.every((p) => p.material === "Silver" && Number(p.finalPrice) <= cap)).toBe(true)
  })

  it.each([
    ["priceMin=-5", "Invalid request: priceMin must be 0 or more"],
    ["priceMax=cheap", "Invalid request: priceMax must be an amount in euros, such as 12 or 12.50"],
    ["priceMin=1e3", "Invalid request: priceMin must be an amount in euros, such as 12 or 12.50"],
    ["priceMin=100&priceMax=20", "Invalid request: priceMin must not be above priceMax; swap them or leave one out"],
  ])("%s is a 400 a person can act on", async (qs, message) => {
    expect(await get(`/api/products?${qs}`)).toEqual({ status: 400, body: { message } })
  })
})

describe("malformed input", () => {
  it.each([
    ["page=abc", "page"],
    ["page=0", "page"],
    ["limit=101", "limit"],
    ["category=a&category=b", "category"],
    ["a 10,000-character search", "search"],
    ["sort=cheapest", "sort"],
  ])("%s is a 400 naming the parameter", async (label, name) => {
    const qs = label.startsWith("a 10,000") ? `search=${"x".repeat(10_000)}` : label
    const { status, body } = await get(`/api/products?${qs}`)
    expect(status).toBe(400)
    expect(ErrorBody.parse(body).message).toContain(name)
  })
})

describe.skipIf(!STAFF_EMAIL || !STAFF_PASSWORD)("freshness", () => {
  it("shows an edit made in Medusa within seconds", async () => {
    const login = await fetch(`${MEDUSA_URL}/auth/user/emailpass`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: STAFF_EMAIL, password: STAFF_PASSWORD }),
    })
    const { token } = (await login.json()) as { token: string }
    const product = everything.products[everything.products.length - 1]!
    const marker = `Zyxtwelve${Date.now().toString(36)}`
    const update = (title: string) =>
      fetch(`${MEDUSA_URL}/admin/products/${product.id}`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ title }),
      })
    // The page holding the piece, asked before the edit: the shop server holds it under Medusa's ETag.
    const held = await list({ limit: 100 })
    expect(held.products.map((p) => p.name)).toContain(product.name)
    expect((await update(`${product.name} ${marker}`)).status).toBe(200)
    try {
      const started = Date.now()
      let found: ProductList | undefined
      while (Date.now() - started < 10_000) {
        found = await list({ search: marker })
        if (found.total > 0) break
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
      expect(found?.products[0]?.id).toBe(product.id)
      expect(Date.now() - started).toBeLessThan(5_000)
      // Asked again after the edit, the page held is Medusa's new one.
      const again = await list({ limit: 100 })
      expect(again.products.find((p) => p.id === product.id)?.name).toBe(`${product.name} ${marker}`)
    } finally {
      await update(product.name)
    }
  })
})

describe("in German and French", () => {
  const SESTERTII = ["nero-sestertius-temple-of-janus", "hadrian-sestertius-hispania-reclining"]

  it("a German search finds the sestertii by their German name, and the thaler by Taler", async () => {
    const found = await list({ search: "Sesterz", lang: "de", limit: 100 })
    const nero = found.products.find((p) => p.handle === SESTERTII[0])
    expect(found.products.map((p) => p.handle)).toEqual(expect.arrayContaining(SESTERTII))
    expect(nero).toMatchObject({ name: "Nero Sesterz, Janustempel", category: "Antike Münzen" })
    const taler = await list({ search: "Taler", lang: "de", limit: 100 })
    expect(taler.products.map((p) => p.handle)).toContain("austria-maria-theresa-thaler-1780-restrike")
  })

  it("each language's grade words find the pieces of that grade", async () => {
    // The shop's grades of the band, in any scale: EF, XF, EF-45, nEF, SUP, vz, EBC ...
    const extremelyFine = /EF|XF|SUP|vz|EBC|\b4\d\b/i
    for (const [lang, search] of [
      ["de", "vorzüglich"],
      ["de", "vz"],
      ["fr", "SUP"],
    ] as const) {
      const found = await list({ search, lang, limit: 100 })
      expect(found.total, `${lang} ${search}`).toBeGreaterThan(0)
      expect(
        found.products.every((p) => extremelyFine.test(p.quality ?? "")),
        `${lang} ${search}`
      ).toBe(true)
    }
    const veryFine = await list({ search: "TTB", lang: "fr", limit: 100 })
    expect(veryFine.total).toBeGreaterThan(0)
    expect(veryFine.products.every((p) => /VF|TTB/i.test(p.quality ?? ""))).toBe(true)
  })

  it("a piece in French, and English where a text has no translation", async () => {
    const { status, body } = await get("/api/products/nero-sestertius-temple-of-janus?lang=fr")
    expect(status).toBe(200)
    expect(ProductDetail.parse(body)).toMatchObject({ name: "Néron sesterce, temple de Janus", category: "Monnaies antiques" })
    // Not translated in the demo catalogue: its name and description stay English, its
    // category and its collector record's period and denomination are translated.
    const untranslated = "roman-republic-denarius-dioscuri-riding"
    const german = ProductDetail.parse((await get(`/api/products/${untranslated}?lang=de`)).body)
    const english = ProductDetail.parse((await get(`/api/products/${untranslated}`)).body)
    expect(german).toMatchObject({ name: english.name, description: english.description })
    expect(german).toMatchObject({ category: "Antike Münzen", period: "Römische Republik", denomination: "Denar" })
    expect(english).toMatchObject({ category: "Ancient Coins", period: "Roman Republican", denomination: "Denarius" })
  })

  it("categories and filters name the categories in the language, with the same handles", async () => {
    const english = Category.array().parse((await get("/api/categories")).body)
    const french = Category.array().parse((await get("/api/categories?lang=fr")).body)
    expect(french.map((c) => c.handle)).toEqual(english.map((c) => c.handle))
    expect(french.map((c) => c.itemCount)).toEqual(english.map((c) => c.itemCount))
    expect(french.find((c) => c.handle === "ancient-coins")?.name).toBe("Monnaies antiques")
    const filters = FilterOptions.parse((await get("/api/filters?lang=de")).body)
    expect(filters.categories).toContain("Antike Münzen")
    // A German category name filters the listing as the English one does.
    const byGermanName = await list({ category: "Antike Münzen", lang: "de" })
    expect(byGermanName.total).toBe(english.find((c) => c.handle === "ancient-coins")?.itemCount)
  })

  it("countries and materials in the language: the filters' labels, the cards, and a filter by value or by name", async () => {
    const german = FilterOptions.parse((await get("/api/filters?lang=de")).body)
    expect(german.countries).toContainEqual({ value: "Roman Empire", label: "Römisches Reich" })
    expect(german.materials).toContainEqual({ value: "Silver", label: "Silber" })
    expect(german.countries.map((c) => c.label)).toEqual(
      german.countries.map((c) => c.label).sort((a, b) => a.localeCompare(b, "de"))
    )
    const english = FilterOptions.parse((await get("/api/filters")).body)
    expect(english.countries.map((c) => c.value).sort()).toEqual(german.countries.map((c) => c.value).sort())

    const byValue = await list({ country: "Roman Empire", material: "Silver", lang: "de", limit: 100 })
    expect(byValue.total).toBeGreaterThan(0)
    expect(byValue.products.every((p) => p.country === "Römisches Reich" && p.material === "Silber")).toBe(true)
    const byName = await list({ country: "Römisches Reich", material: "Silber", lang: "de", limit: 100 })
    expect(byName.products.map((p) => p.id)).toEqual(byValue.products.map((p) => p.id))
    const inEnglish = await list({ country: "Roman Empire", material: "Silver", limit: 100 })
    expect(inEnglish.total).toBe(byValue.total)
    expect(inEnglish.products[0]?.country).toBe("Roman Empire")
  })

  it("the period and quality filters take the language's words", async () => {
    const kaiserzeit = await list({ period: "Kaiserzeit", lang: "de", limit: 100 })
    expect(kaiserzeit.total).toBeGreaterThan(0)
    expect(kaiserzeit.total).toBe((await list({ period: "Roman Imperial", limit: 100 })).total)
    expect(kaiserzeit.products.every((p) => p.period === "Römische Kaiserzeit")).toBe(true)
    const vz = await list({ quality: "vz", lang: "de", limit: 100 })
    expect(vz.total).toBeGreaterThan(0)
    expect(vz.products.every((p) => /EF|XF|SUP|vz|EBC|\b4\d\b/i.test(p.quality ?? ""))).toBe(true)
    expect((await list({ quality: "vz", limit: 100 })).total).toBe(0)
  })

  it("English stays as it was", async () => {
    const english = await list({ search: "sestertius", limit: 100 })
    expect(english.products.map((p) => p.handle)).toEqual(expect.arrayContaining(SESTERTII))
    expect(english.products.find((p) => p.handle === SESTERTII[0])?.name).toBe("Nero Sestertius, Temple of Janus")
    expect(await list({ search: "sestertius", lang: "en", limit: 100 })).toEqual(english)
  })

  it("a language other than en, de or fr is a 400 that names them", async () => {
    for (const path of [
      "/api/products?lang=es",
      "/api/products/nero-sestertius-temple-of-janus?lang=it",
      "/api/categories?lang=nl",
      "/api/filters?lang=EN",
    ]) {
      const { status, body } = await get(path)
      expect(status, path).toBe(400)
      expect(ErrorBody.parse(body).message, path).toMatch(/lang must be one of en, de, fr/)
    }
  })
})
