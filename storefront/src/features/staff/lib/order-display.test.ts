import type { Order } from "@contract/order"
import { activeCustomers, displayOrderId, formatEuros, ORDER_ACTIONS, revenue } from "./order-display"

const order = (overrides: Partial<Order>): Order => ({
  id: "order_01ABCDEFGHIJKLMNOPQRSTUVWX",
  customerName: "Claire Dubois",
  customerEmail: "claire@example.com",
  items: [],
  totalAmount: "10.00",
  status: "pending",
  createdAt: "2025-06-01T10:00:00.000Z",
  ...overrides,
})

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

  it("sums the revenue of orders that were not canceled", () => {
    expect(
      revenue([
        order({ totalAmount: "92.50" }),
        order({ totalAmount: "44.40" }),
        order({ totalAmount: "99.00", status: "canceled" }),
      ])
    ).toBeCloseTo(136.9)
    expect(formatEuros(1234.5)).toBe("€1,234.50")
  })

  it("counts distinct customers with an order in the last 30 days", () => {
    const now = new Date("2025-06-30T12:00:00.000Z")
    const orders = [
      order({ customerEmail: "claire@example.com", createdAt: "2025-06-29T00:00:00.000Z" }),
      order({ customerEmail: "CLAIRE@example.com", createdAt: "2025-06-10T00:00:00.000Z" }),
      order({ customerEmail: "matthias@example.com", createdAt: "2025-06-01T13:00:00.000Z" }),
      order({ customerEmail: "old@example.com", createdAt: "2025-05-01T00:00:00.000Z" }),
      order({ customerEmail: "gone@example.com", status: "canceled", createdAt: "2025-06-29T00:00:00.000Z" }),
    ]
    expect(activeCustomers(orders, now)).toBe(2)
  })
})
