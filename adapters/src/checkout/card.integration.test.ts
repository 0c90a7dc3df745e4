import Stripe from "stripe"
import { beforeAll, describe, expect, it } from "vitest"
import { PaymentSession, PlacedOrder } from "../contract/checkout.js"
import type { Product } from "../contract/product.js"
import {
  admin,
  countRows,
  listProducts,
  MEDUSA_URL,
  paymentRequest,
  postJson,
  ProductPool,
  shipTo,
  shopper,
} from "../test-support/checkout-client.js"

// The test stack points Medusa's Stripe provider at a local Stripe-compatible fake
// (tests/fakes/stripe-fake.mjs); these tests act as Stripe.js and as Stripe's webhooks.
const FAKE_URL = process.env.STRIPE_FAKE_URL
const API_KEY = process.env.STRIPE_API_KEY ?? "sk_test_fake"
const WEBHOOK_SECRET = process.env.STRIPE_WEBHOOK_SECRET ?? ""

type Intent = { id: string; status: string; amount: number; capture_method: string; metadata: Record<string, string> }

async function stripe(method: "GET" | "POST", path: string, form: Record<string, string> = {}): Promise<Intent> {
  const response = await fetch(`${FAKE_URL}${path}`, {
    method,
    headers: { authorization: `Bearer ${API_KEY}`, "content-type": "application/x-www-form-urlencoded" },
    body: method === "POST" ? new URLSearchParams(form).toString() : undefined,
  })
  return (await response.json()) as Intent
}
const intentOf = (clientSecret: string) => clientSecret.split("_secret_")[0]!
/** What Stripe.js does when the shopper pays in the PaymentElement. */
const pay = (intentId: string, card = "pm_card_visa") =>
  stripe("POST", `/v1/payment_intents/${intentId}/confirm`, { payment_method: card })
const intent = (intentId: string) => stripe("GET", `/v1/payment_intents/${intentId}`)

async function openCardCheckout(product: Product, n = 1): Promise<{ session: PaymentSession; intentId: string }> {
  const start = await postJson("/api/create-payment-intent", paymentRequest([{ product }], "card"))
  expect(start.status, JSON.stringify(start.body)).toBe(200)
  // The address re-prices the cart, which opens a new payment intent.
  const session = PaymentSession.parse((await shipTo(PaymentSession.parse(start.body).checkoutId)).body)
  expect((await postJson(`/api/checkout/${session.checkoutId}/customer`, shopper(n))).status).toBe(204)
  return { session, intentId: intentOf(session.clientSecret ?? "") }
}

async function eventually<T>(read: () => Promise<T>, until: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (until(value) || Date.now() > deadline) return value
    await new Promise((r) => setTimeout(r, 250))
  }
}

/** The intent once Medusa's capture reached Stripe, or as it is when that did not come. */
const captured = (intentId: string) =>
  eventually(
    () => intent(intentId),
    (pi) => pi.status === "succeeded"
  )

const cartCompleted = (cartId: string) =>
  countRows("select count(*) as n from cart where id = $1 and completed_at is not null", [cartId])

async function sendWebhook(payload: string, signature: string | undefined): Promise<number> {
  const response = await fetch(`${MEDUSA_URL}/hooks/payment/stripe_stripe`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(signature ? { "stripe-signature": signature } : {}) },
    body: payload,
  })
  return response.status
}

function capturableEvent(pi: Intent): string {
  return JSON.stringify({
    id: `evt_${pi.id}`,
    object: "event",
    type: "payment_intent.amount_capturable_updated",
    livemode: false,
    created: Math.floor(Date.now() / 1000),
    data: { object: { ...pi, amount_capturable: pi.amount } },
  })
}

let pool: ProductPool
beforeAll(async () => {
  pool = new ProductPool((await listProducts()).reverse())
})

describe.skipIf(!FAKE_URL)("card payments through Stripe", () => {
  it("a card order is authorised for the server's total, placed, then captured", async () => {
    const product = pool.take((p) => p.stock >= 1)
    const { session, intentId } = await openCardCheckout(product)
    const created = await intent(intentId)
    expect(created).toMatchObject({ capture_method: "manual", status: "requires_payment_method" })
    expect(created.amount).toBe(Math.round(Number(session.amount) * 100))
    expect(created.metadata.session_id).toMatch(/^payses_/)

    expect((await pay(intentId)).status).toBe("requires_capture")
    const complete = await postJson(`/api/checkout/${session.checkoutId}/complete`, {})
    expect(complete.status, JSON.stringify(complete.body)).toBe(200)
    const order = PlacedOrder.parse(complete.body)
    expect(order).toMatchObject({
      method: "card",
      bankTransfer: null,
      customerEmail: "collector1@example.com",
      totalAmount: session.amount,
    })

    expect((await captured(intentId)).status).toBe("succeeded")
    const paid = await eventually(
      async () =>
        ((await admin(`/admin/orders/${order.orderId}?fields=id,payment_status`)) as { order: { payment_status: string } }).order,
      (o) => o.payment_status === "captured"
    )
    expect(paid.payment_status).toBe("captured")
    // The capture, under the order's lock, issued the order's invoice (decision 205).
    const invoices = () =>
      countRows("select count(*) as n from invoice where order_id = $1 and voided_at is null", [order.orderId])
    expect(await eventually(invoices, (n) => n === 1)).toBe(1)
  })

  it("an unpaid or declined card places no order", async () => {
    const product = pool.take((p) => p.stock >= 1)
    const { session, intentId } = await openCardCheckout(product)
    const unpaid = await postJson(`/api/checkout/${session.checkoutId}/complete`, {})
    expect(unpaid.status).toBe(402)
    await pay(intentId, "pm_card_chargeDeclined")
    expect((await postJson(`/api/checkout/${session.checkoutId}/complete`, {})).status).toBe(402)
    expect(await cartCompleted(session.checkoutId)).toBe(0)
    // The shopper may still pay with another card.
    expect((await intent(intentId)).status).toBe("requires_payment_method")
  })

  it("the signed webhook places the order when the shopper never comes back; an unsigned or forged one changes nothing", async () => {
    const product = pool.take((p) => p.stock >= 1)
    const { session, intentId } = await openCardCheckout(product)
    const authorised = await pay(intentId)
    const payload = capturableEvent(authorised)

    expect(await sendWebhook(payload, undefined)).toBeLessThan(500)
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_not_the_shops" })
    expect(await sendWebhook(payload, forged)).toBeLessThan(500)
    const tampered = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
    expect(await sendWebhook(payload.replace(`"amount":${authorised.amount}`, '"amount":1'), tampered)).toBeLessThan(500)
    // Medusa handles webhooks about five seconds after receipt.
    await new Promise((r) => setTimeout(r, 9_000))
    expect(await cartCompleted(session.checkoutId)).toBe(0)
    expect((await intent(intentId)).status).toBe("requires_capture")

    const signed = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
    expect(await sendWebhook(payload, signed)).toBe(200)
    expect(
      await eventually(
        () => cartCompleted(session.checkoutId),
        (n) => n === 1
      )
    ).toBe(1)
    expect((await captured(intentId)).status).toBe("succeeded")

    // The shopper's late return shows the same order.
    const first = PlacedOrder.parse((await postJson(`/api/checkout/${session.checkoutId}/complete`, {})).body)
    const again = PlacedOrder.parse((await postJson(`/api/checkout/${session.checkoutId}/complete`, {})).body)
    expect(again.orderId).toBe(first.orderId)
  }, 60_000)

  it("five shoppers paying by card for one unique coin: one order, the other four authorisations voided", async () => {
    const coin = pool.take((p) => p.stock === 1)
    const checkouts = await Promise.all([1, 2, 3, 4, 5].map((n) => openCardCheckout(coin, n)))
    for (const c of checkouts) expect((await pay(c.intentId)).status).toBe("requires_capture")
    const results = await Promise.all(checkouts.map((c) => postJson(`/api/checkout/${c.session.checkoutId}/complete`, {})))
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    const refused = results.filter((r) => r.status === 409)
    expect(refused).toHaveLength(4)
    for (const r of refused) expect(r.body).toMatchObject({ code: "unavailable" })

    const winner = checkouts[results.findIndex((r) => r.status === 200)]!
    const statuses = await eventually(
      () => Promise.all(checkouts.map((c) => intent(c.intentId).then((pi) => pi.status))),
      (all) => all.filter((s) => s === "canceled").length === 4 && all.includes("succeeded")
    )
    expect(statuses.sort()).toEqual(["canceled", "canceled", "canceled", "canceled", "succeeded"])
    expect((await intent(winner.intentId)).status).toBe("succeeded")
  }, 60_000)
})
