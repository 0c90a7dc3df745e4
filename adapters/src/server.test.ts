import { afterAll, beforeEach, describe, expect, it } from "vitest"
import { Category, FilterOptions, PublicConfig } from "./contract/catalogue.js"
import { ErrorBody } from "./contract/error.js"
import { Product, ProductDetail, ProductList } from "./contract/product.js"
import type { Config } from "./config.js"
import { buildServer } from "./server.js"
import { FakeGateway } from "./test-support/fake-gateway.js"

const config: Config = {
  port: 0,
  host: "127.0.0.1",
  medusaUrl: "http://localhost:9000",
  medusaPublishableKey: "pk_test",
  storefrontDir: undefined,
  cookieSecret: "x".repeat(32),
  supportPhone: "+352 20 30 40 50",
  supportEmail: "support@example.com",
  stripePublishableKey: undefined,
}

const gateway = new FakeGateway()
const app = await buildServer(config, { catalogueGateway: gateway, logger: false })
afterAll(() => app.close())
beforeEach(() => {
  gateway.down = false
  gateway.searches.length = 0
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
    expect(list).toMatchObject({ total: 137, page: 1, limit: 24 })
    expect(list.products.length).toBeGreaterThan(0)
  })

  it("GET /api/products answers the same shape with filters", async () => {
    const { status, body } = await get("/api/products?search=aureus&category=ancient-coins&page=2&limit=10&sort=price_asc")
    expect(status).toBe(200)
    expect(ProductList.parse(body)).toMatchObject({ page: 2, limit: 10 })
    expect(gateway.searches.at(-1)?.filters).toMatchObject({ q: "aureus", category_ids: "pcat_ancient" })
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
    const { status, body } = await get("/api/products/aureus-of-trajan")
    expect(status).toBe(200)
    expect(ProductDetail.parse(body)).toMatchObject({ handle: "aureus-of-trajan", catalogueRef: "RIC II 347" })
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
    const categories = Category.array().parse(body)
    expect(categories.map((c) => c.handle)).toEqual(["ancient-coins", "modern-coins", "banknotes", "medals", "bullion"])
    expect(categories[0]!.itemCount).toBe(40)
    expect(categories[2]!.itemCount).toBe(0)
  })

  it("GET /api/filters offers category names, country display names and materials, sorted", async () => {
    const { status, body } = await get("/api/filters")
    expect(status).toBe(200)
    expect(FilterOptions.parse(body)).toEqual({
      categories: ["Ancient Coins", "Modern Coins", "Banknotes", "Medals & Tokens", "Bullion"],
      countries: ["France", "Roman Empire"],
      materials: ["Gold", "Silver"],
    })
  })

  it("GET /api/new-products and /api/featured-products answer product lists", async () => {
    for (const url of ["/api/new-products", "/api/featured-products"]) {
      const { status, body } = await get(url)
      expect(status).toBe(200)
      Product.array().parse(body)
    }
    expect(gateway.searches.map((s) => s.filters)).toEqual(
      expect.arrayContaining([{ is_new: true }, { is_featured: true }])
    )
  })

  it("answers 503 with a clear message when Medusa cannot be reached", async () => {
    const fresh = new FakeGateway()
    fresh.down = true
    const down = await buildServer(config, { catalogueGateway: fresh, logger: false })
    for (const url of ["/api/products", "/api/categories", "/api/filters", "/api/products/aureus-of-trajan"]) {
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
