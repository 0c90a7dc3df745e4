import { describe, expect, it } from "vitest"
import { capturedOrders } from "../test-support/captured-orders.js"
import { deriveOrderStatus, isAllowedTransition, NEXT_STATUS } from "./order-status.js"
import { ORDER_STATUSES } from "../contract/order.js"

describe("deriveOrderStatus", () => {
  it("reads every seeded state from Medusa's own answer", () => {
    expect(capturedOrders().map(deriveOrderStatus)).toEqual(["delivered", "shipped", "paid", "processing", "pending", "canceled"])
  })

  const base = { status: "pending", payment_status: "authorized", fulfillment_status: "not_fulfilled", metadata: null }

  it.each([
    [{ ...base, status: "canceled", fulfillment_status: "delivered" }, "canceled"],
    [{ ...base, fulfillment_status: "delivered", payment_status: "authorized" }, "delivered"],
    [{ ...base, fulfillment_status: "partially_delivered" }, "shipped"],
    [{ ...base, fulfillment_status: "shipped", metadata: { shop_processing: true } }, "shipped"],
    [{ ...base, fulfillment_status: "partially_shipped", payment_status: "captured" }, "paid"],
    [{ ...base, fulfillment_status: "fulfilled", payment_status: "captured" }, "paid"],
    [{ ...base, payment_status: "partially_refunded" }, "paid"],
    [{ ...base, payment_status: "captured", metadata: { shop_processing: true } }, "paid"],
    [{ ...base, metadata: { shop_processing: true } }, "processing"],
    [{ ...base, metadata: { shop_processing: "true" } }, "pending"],
    [{ ...base, payment_status: "partially_captured" }, "pending"],
    [{ ...base, payment_status: null, fulfillment_status: null }, "pending"],
  ] as const)("%j is %s (precedence)", (order, expected) => {
    expect(deriveOrderStatus(order)).toBe(expected)
  })
})

describe("transitions", () => {
  it("allows exactly pending → processing, paid → shipped, shipped → delivered", () => {
    const allowed = ORDER_STATUSES.flatMap((from) =>
      ORDER_STATUSES.filter((to) => isAllowedTransition(from, to)).map((to) => `${from}→${to}`)
    )
    expect(allowed).toEqual(["pending→processing", "paid→shipped", "shipped→delivered"])
    expect(NEXT_STATUS.processing).toBeUndefined()
    expect(NEXT_STATUS.delivered).toBeUndefined()
  })
})
