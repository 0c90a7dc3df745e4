import { describe, expect, it } from "vitest"
import { Order } from "../contract/order.js"
import { capturedOrders } from "../test-support/captured-orders.js"
import { toAmount, toShopOrder } from "./to-shop-order.js"

describe("toShopOrder", () => {
  const orders = capturedOrders()

  it("maps every captured order to a valid contract Order", () => {
    for (const order of orders) expect(() => Order.parse(toShopOrder(order))).not.toThrow()
  })

  it("takes the customer's name, the order's e-mail, the lines and the total", () => {
    const [delivered] = orders
    expect(toShopOrder(delivered!)).toEqual({
      id: "order_01M80VVFG8VBBE2WB4RCXZE06K",
      customerName: "Matthias Keller",
      customerEmail: "matthias.keller@example.com",
      items: [
        { product: { name: "China Panda 30 g Silver 2023" }, quantity: 1 },
        { product: { name: "France 5 Francs Hercules 1873 A" }, quantity: 1 },
      ],
      totalAmount: "92.50",
      status: "delivered",
      createdAt: "2026-11-22T05:32:21.897Z",
    })
  })

  it("carries the shipped parcel's tracking number (its label) and carrier (beside it)", () => {
    const shipped = {
      ...orders[0]!,
      fulfillments: [
        {
          id: "ful_1",
          shipped_at: "2026-11-22T06:00:00.000Z",
          delivered_at: null,
          canceled_at: null,
          metadata: { carrier: "DHL" },
          labels: [{ tracking_number: "RR123456785LU" }],
          items: [],
        },
      ],
    }
    expect(toShopOrder(shipped)).toMatchObject({ trackingNumber: "RR123456785LU", carrier: "DHL" })
    expect(toShopOrder({ ...shipped, fulfillments: [] })).not.toHaveProperty("trackingNumber")
  })

  it("falls back to the shipping address, then the e-mail, for a guest's name", () => {
    const order = { ...orders[0]!, customer: null }
    expect(toShopOrder(order).customerName).toBe("Matthias Keller")
    expect(toShopOrder({ ...order, shipping_address: null }).customerName).toBe("matthias.keller@example.com")
    expect(toShopOrder({ ...order, shipping_address: null, email: null }).customerName).toBe("Guest")
  })

  it("uses the line title when the product title is gone", () => {
    const order = { ...orders[0]!, items: [{ id: "ordli_1", title: "Sold piece", product_title: null, quantity: 2 }] }
    expect(toShopOrder(order).items).toEqual([{ product: { name: "Sold piece" }, quantity: 2 }])
  })
})

describe("toAmount", () => {
  it.each([
    [44.4, "44.40"],
    [92.5, "92.50"],
    ["1250", "1250.00"],
    [0.1 + 0.2, "0.30"],
    [Number.NaN, "0.00"],
  ])("%s → %s", (input, expected) => expect(toAmount(input)).toBe(expected))
})
