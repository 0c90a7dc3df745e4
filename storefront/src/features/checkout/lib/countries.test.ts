import { describe, expect, it } from "vitest"
import { countriesIn } from "./countries"

const SHOP = [
  { code: "at", name: "Austria" },
  { code: "de", name: "Germany" },
  { code: "gb", name: "United Kingdom" },
]

describe("the countries of the address form", () => {
  it("are the shop server's names and order in English", () => {
    expect(countriesIn(SHOP, "en")).toEqual(SHOP)
  })

  it("are named and ordered in German and in French", () => {
    expect(countriesIn(SHOP, "de")).toEqual([
      { code: "de", name: "Deutschland" },
      { code: "at", name: "Österreich" },
      { code: "gb", name: "Vereinigtes Königreich" },
    ])
    expect(countriesIn(SHOP, "fr").map((c) => c.name)).toEqual(["Allemagne", "Autriche", "Royaume-Uni"])
  })

  it("keep the server's name for a code Intl does not know", () => {
    expect(countriesIn([{ code: "zz-1", name: "Nowhere" }], "de")).toEqual([{ code: "zz-1", name: "Nowhere" }])
  })
})
