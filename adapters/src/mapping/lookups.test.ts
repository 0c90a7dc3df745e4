import { describe, expect, it } from "vitest"
import { findCategory, matchCountries, matchMaterials, slug } from "./lookups.js"

const categories = [
  { id: "pcat_1", name: "Ancient Coins", handle: "ancient-coins" },
  { id: "pcat_4", name: "Medals & Tokens", handle: "medals" },
]

describe("findCategory", () => {
  it("finds by handle", () => expect(findCategory("ancient-coins", categories)?.id).toBe("pcat_1"))
  it("finds by name, ignoring case", () => expect(findCategory("ancient COINS", categories)?.id).toBe("pcat_1"))
  it("finds by name with an ampersand", () => expect(findCategory("Medals & Tokens", categories)?.id).toBe("pcat_4"))
  it("accepts medals-tokens for a category stored as medals", () =>
    expect(findCategory("medals-tokens", categories)?.id).toBe("pcat_4"))
  it("accepts medals for a category stored as medals-tokens", () =>
    expect(findCategory("medals", [{ id: "x", name: "Medals & Tokens", handle: "medals-tokens" }])?.id).toBe("x"))
  it("finds nothing for an unknown category", () => expect(findCategory("stamps", categories)).toBeUndefined())
})

describe("slug", () => {
  it("folds names to handle form", () => expect(slug("Médailles & Jetons")).toBe("medailles-jetons"))
})

describe("matchCountries", () => {
  const stored = ["FR", "France", "Roman Empire", "Österreich"]
  it("matches stored values and display names of codes", () => expect(matchCountries("france", stored)).toEqual(["FR", "France"]))
  it("is accent-insensitive", () => expect(matchCountries("osterreich", stored)).toEqual(["Österreich"]))
  it("matches nothing unknown", () => expect(matchCountries("Atlantis", stored)).toEqual([]))
  it("matches the language's names", () =>
    expect(matchCountries("romisches reich", stored, { "Roman Empire": "Römisches Reich" })).toEqual(["Roman Empire"]))
})

describe("matchMaterials", () => {
  it("is case-insensitive", () => expect(matchMaterials("silver", ["Silver", "Gold"])).toEqual(["Silver"]))
  it("matches the language's names", () => expect(matchMaterials("Silber", ["Silver"], { Silver: "Silber" })).toEqual(["Silver"]))
})
