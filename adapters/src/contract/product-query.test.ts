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
  ])("rejects %j", (input, message) => expect(issues(input)).toEqual([message]))
})
