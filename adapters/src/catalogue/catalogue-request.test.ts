import { describe, expect, it } from "vitest"
import { ProductQuery } from "../contract/product-query.js"
import type { ProductQueryInput } from "../contract/product-query.js"
import type { CatalogueLookups } from "../mapping/lookups.js"
import { planProductQuery } from "./catalogue-request.js"

const lookups: CatalogueLookups = {
  categories: [
    { id: "pcat_anc", name: "Ancient Coins", handle: "ancient-coins" },
    { id: "pcat_med", name: "Medals & Tokens", handle: "medals" },
  ],
  countries: ["Roman Empire", "FR", "France"],
  materials: ["Silver", "Gold"],
}

const plan = (input: ProductQueryInput) => planProductQuery(ProductQuery.parse(input), lookups)

function queryOf(input: ProductQueryInput) {
  const planned = plan(input)
  if (planned.kind !== "query") throw new Error("expected a catalogue query")
  return planned.query
}

describe("planProductQuery", () => {
  it("lists everything newest first, 24 per page", () => {
    expect(queryOf({})).toEqual({ sort: "newest", offset: 0, limit: 24 })
  })

  it("narrows to pieces listed after the collector's previous visit, and to nothing before a second visit", () => {
    const planned = planProductQuery(ProductQuery.parse({ new: "1", country: "france" }), lookups, "2026-11-20T09:00:00.000Z")
    expect(planned).toMatchObject({
      kind: "query",
      query: { listed_after: "2026-11-20T09:00:00.000Z", country: ["FR", "France"] },
    })
    expect(planProductQuery(ProductQuery.parse({ new: "1" }), lookups, null)).toEqual({ kind: "empty", page: 1, limit: 24 })
  })

  it("ranks by relevance when searching", () => {
    expect(queryOf({ search: "  Dénarius Trajan " })).toEqual({ q: "Dénarius Trajan", sort: "relevance", offset: 0, limit: 24 })
  })

  it("combines every filter", () => {
    expect(queryOf({ category: "ancient-coins", country: "france", material: "silver", period: "Roman", quality: "vf" })).toEqual(
      {
        category_id: "pcat_anc",
        country: ["FR", "France"],
        material: ["Silver"],
        period: "Roman",
        quality: "vf",
        sort: "newest",
        offset: 0,
        limit: 24,
      }
    )
  })

  it("passes the price range on in euros, either end alone or both, 0 included", () => {
    expect(queryOf({ priceMin: "12.50", priceMax: "250" })).toMatchObject({ price_min: 12.5, price_max: 250 })
    expect(queryOf({ priceMin: "0" })).toEqual({ price_min: 0, sort: "newest", offset: 0, limit: 24 })
    expect(queryOf({ priceMax: "99.99" })).toEqual({ price_max: 99.99, sort: "newest", offset: 0, limit: 24 })
  })

  it("accepts the category's name and the spec's medals link", () => {
    expect(queryOf({ category: "Ancient Coins" }).category_id).toBe("pcat_anc")
    expect(queryOf({ category: "medals-tokens" }).category_id).toBe("pcat_med")
  })

  it("answers an unknown category, country or material with an empty page, not a query", () => {
    expect(plan({ category: "stamps", page: "2", limit: "10" })).toEqual({ kind: "empty", page: 2, limit: 10 })
    expect(plan({ country: "Atlantis" }).kind).toBe("empty")
    expect(plan({ material: "Unobtainium" }).kind).toBe("empty")
  })

  it("pages with offset and limit", () => {
    expect(queryOf({ page: "3", limit: "10" })).toMatchObject({ offset: 20, limit: 10 })
  })

  it("sorts by price either way, also when searching", () => {
    expect(queryOf({ sort: "price_asc" }).sort).toBe("price_asc")
    expect(queryOf({ sort: "price_desc", search: "aureus" }).sort).toBe("price_desc")
  })

  it("treats relevance without search words as newest", () => {
    expect(queryOf({ sort: "relevance" }).sort).toBe("newest")
  })
})
