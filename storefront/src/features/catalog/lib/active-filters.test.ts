import type { ProductFilters } from "../api/get-products"
import { activeFilters } from "./active-filters"

const none: ProductFilters = { page: 1, limit: 24 }

describe("the filters in use", () => {
  it("counts none on an unfiltered listing, whatever the search, sort, page or 'new since your last visit'", () => {
    expect(activeFilters({ ...none, search: "denarius", sort: "price_asc", page: 3, new: "1" })).toEqual([])
  })

  it("names each field in use in the fields' order, the category by its name", () => {
    const active = activeFilters(
      { ...none, quality: "XF", country: "France", category: "ancient-coins", material: "Silver", period: "1920" },
      { category: "Ancient Coins" }
    )
    expect(active.map((f) => f.label)).toEqual(["Ancient Coins", "France", "Silver", "Period: 1920", "Grade: XF"])
    expect(active.map((f) => f.clears)).toEqual([["category"], ["country"], ["material"], ["period"], ["quality"]])
  })

  it("counts the price range as one filter, whose removal clears both limits", () => {
    expect(activeFilters({ ...none, priceMin: "10", priceMax: "50.50" })).toEqual([
      { id: "price", label: "€10 – €50.50", clears: ["priceMin", "priceMax"] },
    ])
    expect(activeFilters({ ...none, priceMin: "10" }).map((f) => f.label)).toEqual(["From €10"])
    expect(activeFilters({ ...none, priceMax: "50" }).map((f) => f.label)).toEqual(["Up to €50"])
  })

  it("names a country and material in the page's language, as the address holds them until their names load", () => {
    const filters = { ...none, country: "Roman Empire", material: "Silver" }
    expect(activeFilters(filters, { country: "Römisches Reich", material: "Silber" }, "de").map((f) => f.label)).toEqual([
      "Römisches Reich",
      "Silber",
    ])
    expect(activeFilters(filters, {}, "de").map((f) => f.label)).toEqual(["Roman Empire", "Silver"])
  })

  it("shows a category not yet named by its handle", () => {
    expect(activeFilters({ ...none, category: "medals" }).map((f) => f.label)).toEqual(["medals"])
  })
})
