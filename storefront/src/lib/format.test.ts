import { formatCount, formatTotal, formatUnitPrice } from "./format"

describe("money and counts", () => {
  it("shows a unit price exactly as given", () => {
    expect(formatUnitPrice("149.00")).toBe("€149.00")
    expect(formatUnitPrice("1250.50")).toBe("€1250.50")
  })

  it("rounds totals to whole euros", () => {
    expect(formatTotal(298)).toBe("€298")
    expect(formatTotal(149.5)).toBe("€150")
    expect(formatTotal(149.49)).toBe("€149")
  })

  it("writes counts with thousands separators", () => {
    expect(formatCount(25001)).toBe("25,001")
    expect(formatCount(7)).toBe("7")
    expect(formatCount(999)).toBe("999")
    expect(formatCount(1000)).toBe("1,000")
    expect(formatCount(1234567)).toBe("1,234,567")
    expect(formatCount(-4200)).toBe("-4,200")
  })
})
