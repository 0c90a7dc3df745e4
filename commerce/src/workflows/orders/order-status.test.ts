import assert from "node:assert/strict"
import { test } from "node:test"
import { shopStatusOf } from "./order-status"

// The shop's status is worked out here only; the shop server passes shop_status on.
const base = { status: "pending", payment_status: "authorized", fulfillment_status: "not_fulfilled", metadata: null }

const cases = [
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
] as const

for (const [order, expected] of cases) {
  test(`${JSON.stringify(order)} is ${expected} (precedence)`, () => {
    assert.equal(shopStatusOf(order), expected)
  })
}
