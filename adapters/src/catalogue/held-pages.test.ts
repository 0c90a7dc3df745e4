import { describe, expect, it } from "vitest"
import { ProductQuery } from "../contract/product-query.js"
import type { CatalogueDocumentInput } from "../mapping/catalogue-document.js"
import type { CatalogueQuery } from "./catalogue-request.js"
import { CatalogueService } from "./catalogue-service.js"
import type { CatalogueGateway } from "./gateway.js"

const piece = (title: string): CatalogueDocumentInput => ({
  id: "prod_1",
  handle: "nero-sestertius",
  title,
  category_ids: [],
  category_names: [],
  price: 120,
  created_at: "2026-11-25T00:00:00.000Z",
})

/**
 * Medusa's GET /catalogue/products as the gateway reads it: a page's ETag is its offset at the
 * catalogue's version; asked with that ETag, no body. Every call is noted with the ETag sent.
 */
function medusa() {
  const state = { version: 1, title: "Nero Sestertius" }
  const sent: { offset: number; etag: string | undefined }[] = []
  const gateway: CatalogueGateway = {
    async listProducts(query: CatalogueQuery, etag) {
      sent.push({ offset: query.offset ?? 0, etag })
      const current = `"${query.offset}@${state.version}"`
      if (etag === current) return { etag: current }
      return { etag: current, body: { products: [piece(`${state.title} (${query.offset})`)], count: 100 } }
    },
    productByHandle: async () => undefined,
    listHighlights: async () => [],
    facets: async () => ({ categories: [], countries: [], materials: [] }),
    listCategories: async () => [],
    previousVisitAt: async () => null,
  }
  return { gateway, state, sent }
}

const page = (n: number) => ProductQuery.parse({ page: String(n), limit: "10" })

describe("listing pages held under Medusa's ETag", () => {
  it("sends a page's ETag with that page only, and serves what it holds on a 304", async () => {
    const { gateway, sent } = medusa()
    const catalogue = new CatalogueService(gateway, { medusaUrl: "http://medusa" })
    const first = await catalogue.listProducts(page(1))
    const second = await catalogue.listProducts(page(2))
    expect(first.products[0]?.name).toBe("Nero Sestertius (0)")
    expect(second.products[0]?.name).toBe("Nero Sestertius (10)")
    // Page 1's ETag never goes with page 2: each page is first asked without one.
    expect(sent).toEqual([
      { offset: 0, etag: undefined },
      { offset: 10, etag: undefined },
    ])

    const again = await catalogue.listProducts(page(1))
    expect(sent.at(-1)).toEqual({ offset: 0, etag: '"0@1"' })
    expect(again).toEqual(first)
    expect(again).toMatchObject({ page: 1, limit: 10, total: 100 })
  })

  it("shows a change on the next request: a new version's page replaces the one held", async () => {
    const { gateway, state, sent } = medusa()
    const catalogue = new CatalogueService(gateway, { medusaUrl: "http://medusa" })
    await catalogue.listProducts(page(1))
    state.version = 2
    state.title = "Nero Sestertius, repriced"
    expect((await catalogue.listProducts(page(1))).products[0]?.name).toBe("Nero Sestertius, repriced (0)")
    await catalogue.listProducts(page(1))
    expect(sent.map((s) => s.etag)).toEqual([undefined, '"0@1"', '"0@2"'])
  })

  it("holds at most so many pages, letting go of the one used longest ago", async () => {
    const { gateway, sent } = medusa()
    const catalogue = new CatalogueService(gateway, { medusaUrl: "http://medusa", pagesHeld: 2 })
    for (const n of [1, 2, 1, 3]) await catalogue.listProducts(page(n))
    // Page 2 went to make room for page 3; page 1, used again, stayed.
    sent.length = 0
    await catalogue.listProducts(page(1))
    await catalogue.listProducts(page(2))
    expect(sent).toEqual([
      { offset: 0, etag: '"0@1"' },
      { offset: 10, etag: undefined },
    ])
  })

  it("takes a 304 for a page it holds nothing for as a wrong answer, not as another page", async () => {
    const { gateway } = medusa()
    gateway.listProducts = async () => ({ etag: '"0@1"' })
    const catalogue = new CatalogueService(gateway, { medusaUrl: "http://medusa" })
    await expect(catalogue.listProducts(page(1))).rejects.toThrow(/a 304 for a page not asked with an ETag/)
  })
})
