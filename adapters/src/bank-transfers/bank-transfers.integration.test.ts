import { beforeAll, describe, expect, it } from "vitest"
import { PlacedOrder } from "../contract/checkout.js"
import { buy, listProducts, paymentRequest } from "../test-support/checkout-client.js"
import { freshAddress } from "../test-support/mailbox.js"
import { shop, signIn, STAFF } from "../test-support/shop-session.js"

// The dashboard's bank-transfer routes on the running shop server, against the real Medusa:
// a bank-transfer order placed through the checkout, its payment recorded by staff.
let staff: string
let customer: string
let order: PlacedOrder
const cents = (euros: string) => Math.round(Number(euros) * 100)
const euros = (amount: number) => (amount / 100).toFixed(2)
const record = (body: unknown, cookie = staff) =>
  shop(`/api/orders/${order.orderId}/bank-payments`, { method: "POST", body, cookie })
const paymentsRecorded = async () =>
  ((await shop(`/api/orders/${order.orderId}/bank-payments`, { cookie: staff })).body.payments as unknown[]).length

beforeAll(async () => {
  expect(STAFF.email, "STAFF_EMAIL and STAFF_PASSWORD must be set").not.toBe("")
  staff = await signIn(STAFF.email, STAFF.password)
  const shopper = { firstName: "Ida", lastName: "Noddack", email: freshAddress("bank"), password: "a-long-password" }
  expect((await shop("/api/auth/register", { method: "POST", body: shopper })).status).toBe(202)
  customer = await signIn(shopper.email, shopper.password)
  const product = (await listProducts()).filter((p) => p.stock >= 1).at(-1)!
  const { complete } = await buy(paymentRequest([{ product }], "bank_transfer"), 71)
  order = PlacedOrder.parse(complete?.body)
})

describe("bank transfers on the dashboard", () => {
  it("is for staff only: 401 without a session, 403 for a customer, and nothing is recorded", async () => {
    const body = { amount: "1.00", receivedAt: "2026-11-20", bankReference: "R0" }
    expect((await record(body, "")).status).toBe(401)
    expect((await record(body, customer)).status).toBe(403)
    expect((await shop(`/api/orders/${order.orderId}/bank-payments`, { cookie: customer })).status).toBe(403)
    expect(await paymentsRecorded()).toBe(0)
  })

  it("records a payment in Medusa and answers the payment state; less than due leaves the order unpaid", async () => {
    const response = await record({ amount: "1.00", receivedAt: "2026-11-20", bankReference: "R1" })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    expect(response.body).toMatchObject({
      orderId: order.orderId,
      received: "1.00",
      outstanding: euros(cents(order.totalAmount) - 100),
      paid: false,
      currency: "EUR",
    })
    expect(await paymentsRecorded()).toBe(1)
  })

  it("bad input is a 400 naming the field and records nothing; Medusa's 409 reaches the staff", async () => {
    const bad = await record({ amount: "12,50", receivedAt: "yesterday", bankReference: "" })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toMatch(/amount/)
    expect(await paymentsRecorded()).toBe(1)

    const rest = await record({ amount: euros(cents(order.totalAmount) - 100), receivedAt: "2026-11-21", bankReference: "R2" })
    expect(rest.body).toMatchObject({ paid: true, outstanding: "0.00" })
    const conflict = await record({ amount: "1.00", receivedAt: "2026-11-22", bankReference: "R3" })
    expect(conflict.status).toBe(409)
    expect(conflict.body.message).toMatch(/already paid/)
    expect(await paymentsRecorded()).toBe(2)
  })

  it("a statement's file is refused above the size limit with a 4xx", async () => {
    const response = await shop("/api/bank-statements/match", {
      method: "POST",
      body: { format: "csv", content: "x".repeat(16_000_001) },
      cookie: staff,
    })
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
  })
})
