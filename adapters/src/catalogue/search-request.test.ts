import { describe, expect, it } from "vitest"
import { ProductQuery } from "../contract/product-query.js"
import type { ProductQueryInput } from "../contract/product-query.js"
import type { CatalogueLookups } from "./lookups.js"
import { planProductSearch } from "./search-request.js"

const lookups: CatalogueLookups = {
  categories: [
    { id: "pcat_anc", name: "Ancient Coins", handle: "ancient-coins" },
    { id: "pcat_med", name: "Medals & Tokens", handle: "medals" },
  ],
  countries: ["Roman Empire", "FR", "France"],
  materials: ["Silver", "Gold"],
}

const plan = (input: ProductQueryInput) => planProductSearch(ProductQuery.parse(input), lookups)

function searchOf(input: ProductQueryInput) {
  const planned = plan(input)
  if (planned.kind !== "search") throw new Error("expected an engine query")
  return planned.query
}

describe("planProductSearch", () => {
  it("lists everything newest first, 24 per page, with an exact total", () => {
    const query = searchOf({})
    expect(query.filters).toEqual({})
    expect(query.pagination).toEqual({ skip: 0, take: 24, order: { created_at: "DESC", id: "ASC" } })
    expect(query.search_options).toMatchObject({ count: "exact", typo_tolerance: false })
  })

  it("ranks by relevance with typo tolerance when searching, on folded text", () => {
    const query = searchOf({ search: "  Dénarius  Trajan " })
    expect(query.filters).toEqual({ q: "denarius  trajan" })
    expect(query.pagination.order).toEqual({ _score: "DESC", id: "ASC" })
    expect(query.search_options).toMatchObject({ typo_tolerance: true, match_strategy: "all" })
  })

  it("combines every filter with AND", () => {
    const query = searchOf({
      category: "ancient-coins",
      country: "france",
      material: "silver",
      period: "Roman",
      quality: "vf",
    })
    expect(query.filters).toEqual({
      category_ids: "pcat_anc",
      country: ["FR", "France"],
      material: ["Silver"],
      period_folded: { $like: "%roman%" },
      grade_folded: { $like: "%vf%" },
    })
  })

  it("accepts the category's name and the spec's medals link", () => {
    expect(searchOf({ category: "Ancient Coins" }).filters).toEqual({ category_ids: "pcat_anc" })
    expect(searchOf({ category: "medals-tokens" }).filters).toEqual({ category_ids: "pcat_med" })
  })

  it("answers an unknown category, country or material with an empty page, not a query", () => {
    expect(plan({ category: "stamps", page: "2", limit: "10" })).toEqual({ kind: "empty", page: 2, limit: 10 })
    expect(plan({ country: "Atlantis" }).kind).toBe("empty")
    expect(plan({ material: "Unobtainium" }).kind).toBe("empty")
  })

  it("pages with skip and take", () => {
    expect(searchOf({ page: "3", limit: "10" }).pagination).toMatchObject({ skip: 20, take: 10 })
  })

  it("sorts by price either way, breaking ties by id", () => {
    expect(searchOf({ sort: "price_asc" }).pagination.order).toEqual({ price: "ASC", id: "ASC" })
    expect(searchOf({ sort: "price_desc", search: "aureus" }).pagination.order).toEqual({ price: "DESC", id: "ASC" })
  })

  it("treats relevance without search words as newest", () => {
    expect(searchOf({ sort: "relevance" }).pagination.order).toEqual({ created_at: "DESC", id: "ASC" })
  })
})
