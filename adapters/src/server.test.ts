import { afterAll, beforeEach, describe, expect, it } from "vitest"
import { Category, FilterOptions, PublicConfig } from "./contract/catalogue.js"
import { ErrorBody } from "./contract/error.js"
import { Product, ProductDetail, ProductList } from "./contract/product.js"
import type { Config } from "./config.js"
import { buildServer } from "./server.js"
import { FakeGateway } from "./test-support/fake-gateway.js"
import { categoriesFixture, facetsFixture, fixture, MEDUSA_URL_OF_FIXTURES, productPage } from "./test-support/fixtures.js"

const config: Config = {
  port: 0,
  host: "127.0.0.1",
  medusaUrl: MEDUSA_URL_OF_FIXTURES,
  medusaPublishableKey: "pk_test",
  storefrontDir: undefined,
  cookieSecret: "x".repeat(32),
  supportPhone: "+352 20 30 40 50",
  supportEmail: "support@example.com",
  stripePublishableKey: undefined,
  bank: { accountHolder: "Numismatic Shop", iban: "LU28 0019 4006 4475 0000", bic: "BCEELULL" },
}

const gateway = new FakeGateway()
const app = await buildServer(config, { catalogueGateway: gateway, logger: false })
afterAll(() => app.close())
beforeEach(() => {
  gateway.down = false
  gateway.queries.length = 0
  gateway.highlights.length = 0
})

const get = async (url: string) => {
  const response = await app.inject({ method: "GET", url })
  return { status: response.statusCode, body: response.json() as unknown }
}

describe("catalogue routes", () => {
  it("GET /api/products answers { products, total, page, limit } without parameters", async () => {
    const { status, body } = await get("/api/products")
    expect(status).toBe(200)
    const list = ProductList.parse(body)
    expect(list).toMatchObject({ total: productPage().count, page: 1, limit: 24 })
    expect(list.products.length).toBeGreaterThan(0)
  })

  it("GET /api/products answers the same shape with filters", async () => {
    const { status, body } = await get("/api/products?search=aureus&category=ancient-coins&page=2&limit=10&sort=price_asc")
    expect(status).toBe(200)
    expect(ProductList.parse(body)).toMatchObject({ page: 2, limit: 10 })
    const ancient = categoriesFixture().find((c) => c.handle === "ancient-coins")!
    expect(gateway.queries.at(-1)).toEqual({ q: "aureus", category_id: ancient.id, sort: "price_asc", offset: 10, limit: 10 })
  })

  it("answers an unknown filter value with an empty page", async () => {
    const { status, body } = await get("/api/products?country=Atlantis&page=3")
    expect(status).toBe(200)
    expect(body).toEqual({ products: [], total: 0, page: 3, limit: 24 })
  })

  it.each([
    ["page=abc", "page"],
    ["limit=101", "limit"],
    ["limit=0", "limit"],
    ["category=a&category=b", "category"],
    [`search=${"x".repeat(10_000)}`, "search"],
    ["sort=cheapest", "sort"],
  ])("rejects %s with a 400 naming the parameter", async (qs, name) => {
    const { status, body } = await get(`/api/products?${qs}`)
    expect(status).toBe(400)
    expect(ErrorBody.parse(body).message).toContain(name)
  })

  it("GET /api/products/{handle} answers the product with collector fields", async () => {
    const { product } = fixture("catalogue-product.json") as { product: { handle: string; catalogue_ref: string } }
    const { status, body } = await get(`/api/products/${product.handle}`)
    expect(status).toBe(200)
    expect(ProductDetail.parse(body)).toMatchObject({ handle: product.handle, catalogueRef: product.catalogue_ref })
  })

  it("GET /api/products/{handle} is a 404 for an unknown handle and a 400 for a malformed one", async () => {
    expect((await get("/api/products/no-such-coin")).status).toBe(404)
    const bad = await get("/api/products/%20drop%20table")
    expect(bad.status).toBe(400)
    expect(ErrorBody.parse(bad.body).message).toContain("handle")
  })

  it("GET /api/categories lists every category with its item count", async () => {
    const { status, body } = await get("/api/categories")
    expect(status).toBe(200)
    const answered = Category.array().parse(body)
    expect(answered.map((c) => c.handle)).toEqual(["ancient-coins", "modern-coins", "banknotes", "medals", "bullion"])
    const counts = new Map(facetsFixture().categories.map((c) => [c.id, c.count]))
    for (const category of answered) expect(category.itemCount).toBe(counts.get(category.id) ?? 0)
  })

  it("GET /api/filters offers category names, country display names and materials, sorted", async () => {
    const { status, body } = await get("/api/filters")
    expect(status).toBe(200)
    const options = FilterOptions.parse(body)
    expect(options.categories).toEqual(["Ancient Coins", "Modern Coins", "Banknotes", "Medals & Tokens", "Bullion"])
    expect(options.countries).toContain("Roman Empire")
    expect(options.countries).toEqual([...options.countries].sort((a, b) => a.localeCompare(b, "en")))
    expect(options.materials).toEqual(
      facetsFixture()
        .materials.map((m) => m.value)
        .sort((a, b) => a.localeCompare(b, "en"))
    )
  })

  it("GET /api/new-products and /api/featured-products answer product lists", async () => {
    for (const url of ["/api/new-products", "/api/featured-products"]) {
      const { status, body } = await get(url)
      expect(status).toBe(200)
      Product.array().parse(body)
    }
    expect(gateway.highlights.sort()).toEqual(["featured", "new"])
  })

  it("answers 503 with a clear message when Medusa cannot be reached", async () => {
    const fresh = new FakeGateway()
    fresh.down = true
    const down = await buildServer(config, { catalogueGateway: fresh, logger: false })
    for (const url of ["/api/products", "/api/categories", "/api/filters", "/api/products/some-coin"]) {
      const response = await down.inject({ method: "GET", url })
      expect(response.statusCode).toBe(503)
      expect(ErrorBody.parse(response.json()).message).toMatch(/not reachable/)
    }
    await down.close()
  })
})

describe("other routes", () => {
  it("GET /api/config answers the public settings", async () => {
    const { body } = await get("/api/config")
    expect(PublicConfig.parse(body)).toEqual({
      supportPhone: "+352 20 30 40 50",
      supportEmail: "support@example.com",
      card: { enabled: false, publishableKey: null },
    })
  })

  it("GET /api/openapi.json describes every catalogue route", async () => {
    const { status, body } = await get("/api/openapi.json")
    expect(status).toBe(200)
    const doc = body as { openapi: string; paths: Record<string, unknown>; components: { schemas: Record<string, unknown> } }
    expect(doc.openapi).toMatch(/^3\./)
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/api/categories",
        "/api/filters",
        "/api/new-products",
        "/api/featured-products",
        "/api/products",
        "/api/products/{handle}",
        "/api/config",
      ])
    )
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(["Product", "ProductList", "Category"]))
  })

  it("answers unknown /api paths with a JSON 404", async () => {
    const { status, body } = await get("/api/nope")
    expect(status).toBe(404)
    ErrorBody.parse(body)
  })

  it("serves the image placeholder itself", async () => {
    const response = await app.inject({ method: "GET", url: "/static/placeholder.svg" })
    expect(response.statusCode).toBe(200)
    expect(response.headers["content-type"]).toContain("image/svg+xml")
  })
})
