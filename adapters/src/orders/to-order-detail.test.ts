import { describe, expect, it } from "vitest"
import { OrderDetail } from "../contract/order.js"
import { OrderDetailBody } from "../mapping/medusa-order.js"
import { fixture } from "../test-support/fixtures.js"
import { toOrderDetail } from "./to-order-detail.js"
import { tableRowToShopOrder } from "../mapping/to-shop-order.js"

// Captured from a real Medusa: a bank-transfer order matched from a statement, then shipped.
const captured = () => OrderDetailBody.parse(fixture("admin-shop-order-detail.json")).order_detail
const MEDUSA = "http://localhost:9610"

describe("toOrderDetail", () => {
  it("is the dashboard's Order for the same row, with the page's parts beside it", () => {
    const source = captured()
    const detail = OrderDetail.parse(toOrderDetail(source, MEDUSA))
    expect(detail).toMatchObject(tableRowToShopOrder(source.order))
    expect(detail.status).toBe("shipped")
    expect(detail.trackingNumber).toBe("RR987654321LU")
    expect(detail.carrier).toBe("POST Luxembourg")
  })

  it("names the address, shipping, pieces and totals in the contract's words", () => {
    const detail = toOrderDetail(captured(), MEDUSA)
    expect(detail.shippingAddress).toEqual({
      name: "Transfer Payer",
      company: null,
      address1: "1 Rue des Monnaies",
      address2: null,
      postalCode: "1111",
      city: "Luxembourg",
      province: null,
      countryCode: "LU",
      phone: null,
    })
    expect(detail.shippingMethod).toEqual({ name: "Insured tracked shipping", amount: "9.50" })
    expect(detail.pieces).toEqual([
      expect.objectContaining({
        name: "Britannia 1 oz Silver 2021",
        unitPrice: "34.90",
        grade: "BU",
        catalogueReference: "S. BAC1",
        certificateNumber: null,
        // Medusa's own file URL becomes the shop's same-origin path.
        frontImageUrl: "/static/1795614953719-britannia-1-oz-silver-2021-obverse.svg",
      }),
    ])
    expect(detail.totals).toEqual({ items: "34.90", shipping: "9.50", total: "44.40", currencyCode: "EUR" })
  })

  it("keeps each bank payment, capture and timeline entry with who did it", () => {
    const detail = toOrderDetail(captured(), MEDUSA)
    expect(detail.bankPayments).toEqual([
      { amount: "44.40", receivedAt: "2026-11-20T00:00:00.000Z", bankReference: "E2E1795615187554", source: "statement" },
    ])
    expect(detail.captures).toEqual([{ amount: "44.40", at: "2026-11-25T13:59:48.251Z" }])
    expect(detail.timeline.map((e) => [e.kind, e.actor])).toEqual([
      ["placed", null],
      ["email", null],
      ["payment_recorded", "staff@numismatic.shop"],
      ["payment_captured", "staff@numismatic.shop"],
      ["email", null],
      ["shipped", "staff@numismatic.shop"],
      ["email", null],
    ])
  })

  it("shows the placeholder for a piece whose product has no picture left", () => {
    const source = captured()
    const [item] = source.items
    const detail = toOrderDetail({ ...source, items: [{ ...item!, image_url: null }] }, MEDUSA)
    expect(detail.pieces[0]!.frontImageUrl).toMatch(/placeholder/)
  })

  it("takes from Medusa only the amounts and moments the contract can answer: anything else is Medusa's answer failing", () => {
    const raw = fixture("admin-shop-order-detail.json") as { order_detail: Record<string, unknown> }
    const with_ = (part: Record<string, unknown>) => ({ order_detail: { ...raw.order_detail, ...part } })
    expect(OrderDetailBody.safeParse(with_({ captures: [{ amount: "700.00", at: "yesterday" }] })).success).toBe(false)
    expect(
      OrderDetailBody.safeParse(with_({ refunds: [{ amount: "7", at: "2026-11-25T13:59:29.772Z", note: null }] })).success
    ).toBe(false)
  })
})
