import { describe, expect, it } from "vitest"
import { CreateWant, UpdateWant, WantCriteria } from "./wants.js"

const issues = (input: unknown) => {
  const parsed = WantCriteria.safeParse(input)
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`)
}

describe("WantCriteria", () => {
  it("takes the listing's filters under the URL's names, prices as euros, blank as no filter", () => {
    expect(WantCriteria.parse({ search: " 8 reales ", country: "", priceMin: "12.5", priceMax: " 300 " })).toEqual({
      search: "8 reales",
      priceMin: 12.5,
      priceMax: 300,
    })
    expect(WantCriteria.parse({ priceMin: "", priceMax: "  " })).toEqual({})
  })

  it.each([
    [{ priceMin: "-1" }, "priceMin: priceMin must be 0 or more"],
    [{ priceMax: "abc" }, "priceMax: priceMax must be an amount in euros, such as 12 or 12.50"],
    [{ priceMin: "12.505" }, "priceMin: priceMin must be an amount in euros, such as 12 or 12.50"],
    [{ priceMin: 12 }, "priceMin: priceMin must be an amount in euros, such as 12 or 12.50"],
    [{ priceMin: "50", priceMax: "10" }, "priceMin: priceMin must not be above priceMax; swap them or leave one out"],
    [{ search: ["a", "b"] }, "search: search must be text"],
    [{ page: "2" }, ': Unrecognized key: "page"'],
  ])("rejects %j", (input, message) => expect(issues(input)).toEqual([message]))
})

describe("CreateWant and UpdateWant", () => {
  it("need a name; a change needs something to change", () => {
    expect(CreateWant.safeParse({ name: "  ", criteria: {} }).success).toBe(false)
    expect(CreateWant.parse({ name: " Mexico ", criteria: {}, alerts: "daily" })).toEqual({
      name: "Mexico",
      criteria: {},
      alerts: "daily",
    })
    expect(UpdateWant.safeParse({}).success).toBe(false)
    expect(UpdateWant.safeParse({ alerts: "weekly" }).success).toBe(false)
  })
})
