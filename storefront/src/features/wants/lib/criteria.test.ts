import { describe, expect, it } from "vitest"
import { criteriaOf, describeCriteria, namedCriteria, suggestedName } from "./criteria"

describe("a want's criteria on the storefront", () => {
  it("keeps the listing's filters of the URL, the price range included, and nothing else", () => {
    expect(
      criteriaOf({
        search: " denarius ",
        country: "",
        priceMax: "200",
        sort: "newest",
        page: "2",
        new: "1",
        category: "ancient-coins",
      })
    ).toEqual({ search: "denarius", category: "ancient-coins", priceMax: "200" })
  })

  it("describes them and suggests a name", () => {
    expect(describeCriteria({ search: "denarius", country: "Italy", priceMin: "10", priceMax: "200" })).toBe(
      "Search: denarius · Country: Italy · From €10 · Up to €200"
    )
    expect(suggestedName({ search: "denarius", category: "ancient-coins", quality: "VF" }, "Ancient Coins")).toBe(
      "denarius, Ancient Coins, VF"
    )
  })

  it("names the country and material as the page's language does, and leaves the rest as kept", () => {
    const german = { "Roman Empire": "Römisches Reich", Silver: "Silber" } as Record<string, string>
    const named = namedCriteria(
      { search: "denarius", country: "Roman Empire", material: "Silver" },
      (_, value) => german[value] ?? value
    )
    expect(named).toEqual({ search: "denarius", country: "Römisches Reich", material: "Silber" })
    expect(suggestedName(named)).toBe("denarius, Römisches Reich")
    expect(namedCriteria({ country: "Italy" })).toEqual({ country: "Italy" })
  })
})
