import { beforeAll, describe, expect, it } from "vitest"
import { ErrorBody } from "../contract/error.js"
import { Order, OrderDetail } from "../contract/order.js"
import { shop, signIn, STAFF } from "../test-support/shop-session.js"

let staff: string
let customer: string
let listed: Order

beforeAll(async () => {
  expect(STAFF.email, "STAFF_EMAIL and STAFF_PASSWORD must be set").not.toBe("")
  staff = await signIn(STAFF.email, STAFF.password)
  const email = `collector-${Date.now()}-detail@example.com`
  const registered = await shop("/api/auth/register", {
    method: "POST",
    body: { firstName: "Ada", lastName: "Collector", email, password: "a-long-password" },
  })
  expect(registered.status, JSON.stringify(registered.body)).toBe(202)
  customer = await signIn(email, "a-long-password")
  // An order the seed shipped: it has an address, a parcel and a paid payment.
  const page = await shop("/api/orders?status=shipped", { cookie: staff })
  const [first] = Order.array().parse(page.body)
  if (!first) throw new Error("The seeded shop has no shipped order")
  listed = first
})

describe("GET /api/orders/{id}", () => {
  it("answers staff the order as the dashboard lists it, with its address, pieces and timeline", async () => {
    const response = await shop(`/api/orders/${listed.id}`, { cookie: staff })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    expect(response.headers.get("cache-control")).toBe("no-store")
    const detail = OrderDetail.parse(response.body)
    // One mapping for the row and the page: the same status, customer, total and payment.
    expect(detail).toMatchObject({
      id: listed.id,
      status: "shipped",
      customerName: listed.customerName,
      customerEmail: listed.customerEmail,
      totalAmount: listed.totalAmount,
      items: listed.items,
    })
    expect(detail.shippingAddress).toMatchObject({ address1: expect.stringMatching(/\S/), city: expect.stringMatching(/\S/) })
    expect(detail.shippingAddress!.countryCode).toMatch(/^[A-Z]{2}$/)
    expect(detail.shippingMethod?.name).toMatch(/\S/)
    expect(detail.pieces.length).toBe(listed.items.length)
    for (const piece of detail.pieces) {
      expect(piece.frontImageUrl.startsWith("/"), "pictures are served from the shop's own origin").toBe(true)
      expect(piece.grade).toMatch(/\S/)
      expect(piece.catalogueReference).toMatch(/\S/)
    }
    expect((Number(detail.totals.items) + Number(detail.totals.shipping)).toFixed(2)).toBe(detail.totals.total)
    expect(detail.captures.length, "a shipped order's payment was captured").toBeGreaterThan(0)
    const kinds = detail.timeline.map((e) => e.kind)
    expect(kinds[0]).toBe("placed")
    expect(kinds).toContain("payment_captured")
  })

  it("is for staff only: 401 without a session, 403 for a customer", async () => {
    const anonymous = await shop(`/api/orders/${listed.id}`)
    expect(anonymous.status).toBe(401)
    expect(ErrorBody.parse(anonymous.body).message).toMatch(/\S/)
    const forCustomer = await shop(`/api/orders/${listed.id}`, { cookie: customer })
    expect(forCustomer.status).toBe(403)
    expect(ErrorBody.parse(forCustomer.body).message).toMatch(/\S/)
  })

  it("answers 404 for an unknown order and 400 for a malformed id, each with a message", async () => {
    const unknown = await shop("/api/orders/order_01KZZZZZZZZZZZZZZZZZZZZZZZ", { cookie: staff })
    expect(unknown.status).toBe(404)
    expect(ErrorBody.parse(unknown.body).message).toContain("order_01KZZZZZZZZZZZZZZZZZZZZZZZ")
    const malformed = await shop(`/api/orders/${encodeURIComponent("order 1; drop")}`, { cookie: staff })
    expect(malformed.status).toBe(400)
    expect(ErrorBody.parse(malformed.body).message).toMatch(/id/)
  })
})
