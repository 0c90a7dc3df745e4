import { countryNameOf, displayOrderId, formatDate, formatEuros, ORDER_ACTIONS } from "./order-display"

describe("order display", () => {
  it("shows '#ORD-' and the last 6 characters uppercased", () => {
    expect(displayOrderId("order_01m80vv0t3k3q0w8dj0stYc81w")).toBe("#ORD-TYC81W")
    expect(displayOrderId("abc")).toBe("#ORD-ABC")
  })

  it("offers exactly the spec's three actions", () => {
    expect(ORDER_ACTIONS).toEqual({
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
})
