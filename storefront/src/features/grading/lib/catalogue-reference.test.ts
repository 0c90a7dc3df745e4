import { readCatalogueReference } from "./catalogue-reference"

describe("catalogue reference", () => {
  it("names the catalogue behind the usual abbreviations", () => {
    expect(readCatalogueReference("KM# 73")).toEqual({
      catalogue: "Krause, Standard Catalog of World Coins",
      reference: "KM# 73",
    })
    expect(readCatalogueReference("Pick# 12a")?.catalogue).toBe("Pick, Standard Catalog of World Paper Money")
    expect(readCatalogueReference("RIC II 207")?.catalogue).toBe("Roman Imperial Coinage")
    expect(readCatalogueReference("Crawford 44/5")?.catalogue).toBe("Crawford, Roman Republican Coinage")
    expect(readCatalogueReference("Y# A25.3")?.catalogue).toContain("Yeoman")
  })

  it("links a Numista number to its page", () => {
    expect(readCatalogueReference("N# 1196")).toEqual({
      catalogue: "Numista",
      reference: "N# 1196",
      url: "https://en.numista.com/catalogue/pieces1196.html",
    })
  })

  it("leaves a reference it does not know as written", () => {
    expect(readCatalogueReference("Collignon 212")).toBeNull()
    expect(readCatalogueReference("N# abc")).toBeNull()
  })
})
