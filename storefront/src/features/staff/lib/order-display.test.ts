import { translatorFor } from "@/i18n/catalogues"
import { countryNameOf, displayOrderId, formatDate, formatEuros, ORDER_ACTIONS } from "./order-display"

describe("order display", () => {
  it("shows '#ORD-' and the last 6 characters uppercased", () => {
    expect(displayOrderId("order_01m80vv0t3k3q0w8dj0stYc81w")).toBe("#ORD-TYC81W")
    expect(displayOrderId("abc")).toBe("#ORD-ABC")
  })

  it("offers exactly the spec's three actions", () => {
    const t = translatorFor("en")
    const shown = Object.fromEntries(
      Object.entries(ORDER_ACTIONS).map(([status, action]) => [status, { ...action, label: t(action.label) }])
    )
    expect(shown).toEqual({
      pending: { label: "Mark as Processing", next: "processing" },
      paid: { label: "Mark as Shipped", next: "shipped" },
      shipped: { label: "Mark as Delivered", next: "delivered" },
    })
  })

  it("writes euros and the day a hold ends", () => {
    expect(formatEuros(1234.5)).toBe("€1,234.50")
    expect(formatDate("2026-11-30T23:30:00.000Z")).toBe("30 Nov 2026")
  })

  it("names a country by its code, and keeps a code it cannot name", () => {
    expect(countryNameOf("de")).toBe("Germany")
    expect(countryNameOf("not a code")).toBe("NOT A CODE")
  })

  it("writes euros, days and countries as a German or French reader does", () => {
    expect(formatEuros(1234.5, "de")).toBe("1.234,50\u00a0€")
    expect(formatEuros(1234.5, "fr")).toBe("1\u202f234,50\u00a0€")
    expect(countryNameOf("de", "de")).toBe("Deutschland")
    expect(countryNameOf("de", "fr")).toBe("Allemagne")
  })
})
