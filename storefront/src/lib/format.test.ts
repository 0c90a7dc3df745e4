import { formatDate, formatCount, formatTotal, formatUnitPrice } from "./format"

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

  it("writes prices, totals, counts and days with a German or French page's own conventions", () => {
    expect(formatUnitPrice("1250.00", "de")).toBe("1.250,00\u00a0€")
    expect(formatUnitPrice("1250.00", "fr")).toBe("1\u202f250,00\u00a0€")
    expect(formatTotal(149.5, "de")).toBe("150\u00a0€")
    expect(formatCount(25001, "de")).toBe("25.001")
    expect(formatCount(25001, "fr")).toBe("25\u202f001")
    expect(formatDate("2026-03-03T12:00:00Z", "de")).toBe("3. März 2026")
    expect(formatDate("2026-03-03T12:00:00Z", "fr")).toBe("3 mars 2026")
  })
})
