import { describe, expect, it } from "vitest"
import { toFinalPrice } from "./money.js"

describe("toFinalPrice", () => {
  it("writes whole euros with two decimals", () => expect(toFinalPrice(149)).toBe("149.00"))
  it("keeps cents", () => expect(toFinalPrice(12.5)).toBe("12.50"))
  it("rounds binary noise to the cent", () => expect(toFinalPrice(0.1 + 0.2)).toBe("0.30"))
  it("rounds half a cent up", () => expect(toFinalPrice(1.005)).toBe("1.01"))
  it("writes large amounts without grouping", () => expect(toFinalPrice(125000)).toBe("125000.00"))
  it("falls back to zero for a missing or impossible amount", () => {
    expect(toFinalPrice(null)).toBe("0.00")
    expect(toFinalPrice(Number.NaN)).toBe("0.00")
    expect(toFinalPrice(-3)).toBe("0.00")
  })
})
