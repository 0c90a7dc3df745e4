import { describe, expect, it } from "vitest"
import { countryDisplayName } from "./country-name.js"

describe("countryDisplayName", () => {
  it("turns ISO codes into English names, in either case", () => {
    expect(countryDisplayName("FR")).toBe("France")
    expect(countryDisplayName("de")).toBe("Germany")
    expect(countryDisplayName("GB")).toBe("United Kingdom")
  })
  it("keeps names and historical authorities as written", () => {
    expect(countryDisplayName("Roman Empire")).toBe("Roman Empire")
    expect(countryDisplayName(" France ")).toBe("France")
  })
  it("keeps an unknown two-letter value rather than inventing a name", () => {
    expect(countryDisplayName("ZZ")).toBe("ZZ")
  })
  it("answers null for nothing", () => {
    expect(countryDisplayName(null)).toBeNull()
    expect(countryDisplayName("  ")).toBeNull()
  })
})
