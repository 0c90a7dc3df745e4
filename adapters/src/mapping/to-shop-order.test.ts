import { describe, expect, it } from "vitest"
import { Order, OrderListQuery } from "../contract/order.js"
import { capturedOrders } from "../test-support/captured-orders.js"
import { tableRowToShopOrder, toAmount, toShopOrder } from "./to-shop-order.js"

describe("toShopOrder", () => {
  const orders = capturedOrders()

  it("maps every captured order to a valid contract Order", () => {
    for (const order of orders) expect(() => Order.parse(toShopOrder(order))).not.toThrow()
  })

  it("passes on the status commerce worked out, for every seeded state", () => {
    const statuses = orders.map((order) => toShopOrder(order).status)
    expect(statuses).toEqual(["delivered", "shipped", "paid", "processing", "pending", "canceled"])
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

describe("tableRowToShopOrder", () => {
  const row = {
    id: "order_01KAXYZ0000000000000ABC123",
    email: "claire.dubois@example.com",
    customer_name: "Claire Dubois",
    items: [{ name: "Augustus Denarius", quantity: 2 }],
    total: "18.50",
    shop_status: "processing",
    created_at: "2026-11-23T10:00:00.000Z",
    tracking_number: null,
    carrier: null,
    payment: {
      method: "bank_transfer" as const,
      reference: "ORD-ABC123",
      due: "18.50",
      received: "5.00",
      outstanding: "13.50",
      excess: "0.00",
      paid: false,
      hold_ends_at: "2026-11-30T10:00:00.000Z",
    },
  }

  it("maps a row of Medusa's order table to a contract Order with its bank transfer", () => {
    const order = tableRowToShopOrder(row)
    const { hold_ends_at, ...transfer } = row.payment
    expect(Order.parse(order)).toEqual({
      id: row.id,
      customerName: "Claire Dubois",
      customerEmail: "claire.dubois@example.com",
      items: [{ product: { name: "Augustus Denarius" }, quantity: 2 }],
      totalAmount: "18.50",
      status: "processing",
      createdAt: "2026-11-23T10:00:00.000Z",
      // The row's bank transfer, its hold's end in the contract's name.
      payment: { ...transfer, holdEndsAt: hold_ends_at },
    })
  })

  it("keeps only the method of a card payment, and the parcel once shipped", () => {
    const order = tableRowToShopOrder({
      ...row,
      shop_status: "shipped",
      tracking_number: "RR123456785LU",
      carrier: "DHL",
      payment: { method: "card" },
    })
    expect(order).toMatchObject({
      status: "shipped",
      trackingNumber: "RR123456785LU",
      carrier: "DHL",
      payment: { method: "card" },
    })
    expect(order.payment).toEqual({ method: "card" })
  })
})

describe("OrderListQuery", () => {
  it("defaults to the spec's first 10 orders and reads page, pageSize, status and search", () => {
    expect(OrderListQuery.parse({})).toEqual({ page: 1, pageSize: 10 })
    expect(OrderListQuery.parse({ page: "3", pageSize: "25", status: "awaiting-payment", search: " dubois " })).toEqual({
      page: 3,
      pageSize: 25,
      status: "awaiting-payment",
      search: "dubois",
    })
    expect(OrderListQuery.parse({ search: "   " })).toEqual({ page: 1, pageSize: 10 })
  })

  it("refuses what it cannot page by, saying why", () => {
    for (const [query, message] of [
      [{ page: "0" }, "page must be a whole number from 1 to 1000000"],
      [{ pageSize: "101" }, "pageSize must be a whole number from 1 to 100"],
      [{ pageSize: "1.5" }, "pageSize must be a whole number"],
      [{ status: "lost" }, "status must be one of"],
    ] as const) {
      const result = OrderListQuery.safeParse(query)
      expect(result.success).toBe(false)
      expect(result.error!.issues[0]!.message).toContain(message)
    }
  })
})
