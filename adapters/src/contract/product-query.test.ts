import { describe, expect, it } from "vitest"
import { ProductQuery } from "./product-query.js"

const issues = (input: unknown) => {
  const parsed = ProductQuery.safeParse(input)
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)
}

describe("ProductQuery", () => {
  it("accepts no parameters", () => expect(ProductQuery.parse({})).toEqual({}))

  it("trims text and drops blank text", () =>
    expect(ProductQuery.parse({ search: "  aureus ", period: "   " })).toEqual({ search: "aureus" }))

  it("reads page and limit as numbers", () =>
    expect(ProductQuery.parse({ page: "2", limit: "100" })).toEqual({ page: 2, limit: 100 }))

  it("reads the price range as euros, blank as no limit, equal ends as one price", () => {
    expect(ProductQuery.parse({ priceMin: " 12.50 ", priceMax: "300" })).toEqual({ priceMin: 12.5, priceMax: 300 })
    expect(ProductQuery.parse({ priceMin: "", priceMax: "  " })).toEqual({})
    expect(ProductQuery.parse({ priceMin: "7", priceMax: "7.00" })).toEqual({ priceMin: 7, priceMax: 7 })
  })

  it("ignores parameters it does not know", () => expect(ProductQuery.parse({ utm_source: "x" })).toEqual({}))

  it.each([
    [{ page: "abc" }, "page: page must be a whole number"],
    [{ page: "0" }, "page: page must be at least 1"],
    [{ page: "-1" }, "page: page must be a whole number"],
    [{ page: "1.5" }, "page: page must be a whole number"],
    [{ limit: "101" }, "limit: limit must be at most 100"],
    [{ category: ["a", "b"] }, "category: category must be given once, not as a list"],
    [{ search: "x".repeat(10_000) }, "search: search must be at most 200 characters"],
    [{ sort: "cheapest" }, "sort: sort must be one of relevance, newest, price_asc, price_desc"],
    [{ priceMin: "-1" }, "priceMin: priceMin must be 0 or more"],
    [{ priceMax: "abc" }, "priceMax: priceMax must be an amount in euros, such as 12 or 12.50"],
    [{ priceMin: "12,50" }, "priceMin: priceMin must be an amount in euros, such as 12 or 12.50"],
    [{ priceMax: "1e3" }, "priceMax: priceMax must be an amount in euros, such as 12 or 12.50"],
    [{ priceMin: "12.505" }, "priceMin: priceMin must be an amount in euros, such as 12 or 12.50"],
    [{ priceMin: ["1", "2"] }, "priceMin: priceMin must be given once, not as a list"],
    [{ priceMin: "50", priceMax: "10" }, "priceMin: priceMin must not be above priceMax; swap them or leave one out"],
  ])("rejects %j", (input, message) => expect(issues(input)).toEqual([message]))
})
