import { readFileSync } from "node:fs"
import { expect, test } from "@playwright/test"
import { fillAddress } from "./support/address"
import { staffToken } from "./support/back-office"

// The stack `npm test` starts offers cards: the shop server has a publishable key and
// Medusa's Stripe provider talks to the local Stripe fake (tests/fakes/stripe-fake.mjs) at
// STRIPE_FAKE_URL. Stripe.js cannot load offline, so this test serves a fake of it
// (e2e/fakes/stripe-js.js) that confirms the payment intent at that same fake.
const MEDUSA_URL = process.env.MEDUSA_URL ?? "http://localhost:9000"
const STRIPE_FAKE_URL = process.env.STRIPE_FAKE_URL
const fakeStripeJs = readFileSync(new URL("./fakes/stripe-js.js", import.meta.url), "utf8")

type AdminOrder = {
  id: string
  email: string
  payment_status: string
  total: number
  items: { product_title: string }[]
  payment_collections: { payments: { provider_id: string; captured_at: string | null }[] }[]
}

test("a piece bought by card, from the product page to the confirmation, is a paid order in Medusa", async ({ page }) => {
  expect(STRIPE_FAKE_URL, "run through `npm test`, which starts the Stripe fake (STRIPE_FAKE_URL)").toBeTruthy()
  const config = (await (await page.request.get("/api/config")).json()) as {
    card: { enabled: boolean; publishableKey: string | null }
  }
  expect(config.card.enabled, "the shop server offers cards (STRIPE_PUBLISHABLE_KEY)").toBe(true)

  const stripeScripts: string[] = []
  await page.route("https://js.stripe.com/**", async (route) => {
    stripeScripts.push(route.request().url())
    await route.fulfill({
      contentType: "application/javascript",
      body: `window.STRIPE_FAKE_API = ${JSON.stringify(STRIPE_FAKE_URL)};\n${fakeStripeJs}`,
    })
  })

  // A dear piece, past the two the bank-transfer test takes; other suites buy from the cheap end.
  await page.goto("/products?sort=price_desc")
  const card = page
    .getByRole("article")
    .filter({ has: page.getByRole("button", { name: "Add to Cart" }) })
    .nth(2)
  const name = (await card.getByRole("heading").first().textContent())?.trim() ?? ""
  await card.getByRole("heading").first().getByRole("link").click()
  await expect(page).toHaveURL(/\/product\/[^/]+$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name)
  await page.getByRole("button", { name: "Add to Cart" }).click()
  await expect(page.getByTestId("cart-badge")).toHaveText("1")

  await page.getByRole("button", { name: /^Cart/ }).click()
  await page.getByRole("dialog", { name: "Shopping Cart" }).getByRole("button", { name: "Proceed to Checkout" }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByRole("heading", { name: "Secure Checkout" })).toBeVisible()
  await expect(page.getByRole("radio", { name: "Card" })).toBeChecked()
  await expect(page.getByText(`${name} × 1`)).toBeVisible()
  const total = (await page.getByTestId("checkout-total").textContent())?.trim() ?? ""
  const pay = page.getByRole("button", { name: `Pay ${total}` })

  // Stripe's script came through loadStripe, and the PaymentElement mounted its field.
  const cardNumber = page.getByLabel("Card number")
  await expect(cardNumber).toBeVisible()
  expect(stripeScripts).toEqual([expect.stringMatching(/^https:\/\/js\.stripe\.com\/\w+\/stripe\.js/)])
  // Until the card details are complete, the payment cannot be sent.
  await expect(pay).toBeDisabled()

  await page.getByLabel("First Name").fill("Ada")
  await page.getByLabel("Last Name").fill("Lovelace")
  await page.getByLabel("Email Address").fill("ada.lovelace@example.com")
  // The address re-prices the checkout: the card field starts anew with the new payment intent.
  await fillAddress(page, { city: "Hamburg" })
  await expect(cardNumber).toBeVisible()
  await cardNumber.fill("4242 4242 4242 4242")
  await page.getByLabel("Expiration date").fill("12 / 34")
  await expect(pay).toBeDisabled()
  await page.getByLabel("Security code").fill("123")
  await expect(pay).toBeEnabled()
  await pay.click()

  // Stripe sends the shopper back with its parameters; the page places the order.
  await expect(page).toHaveURL(
    /\/payment-success\?checkout=cart_[^&]+&payment_intent=pi_\w+&payment_intent_client_secret=pi_\w+_secret_\w+&redirect_status=succeeded$/
  )
  const number = page.getByTestId("order-number")
  await expect(number).toHaveText(/^#ORD-[0-9A-Z]{6}$/)
  const orderNumber = (await number.textContent()) ?? ""
  await expect(page.getByText(`${name} × 1`)).toBeVisible()
  await expect(page.getByText("Your payment has been received; we will ship your pieces shortly.")).toBeVisible()
  await expect(page.getByTestId("transfer-reference")).toHaveCount(0)
  await expect(page.getByText("Payment Successful").first()).toBeVisible()
  await expect(page.getByTestId("cart-badge")).toHaveCount(0)
  const orderTotal = (await page.getByTestId("order-total").textContent())?.trim() ?? ""

  // In Medusa: one order, the piece, the total, and the card payment captured after placement.
  const token = await staffToken()
  const find = async (): Promise<AdminOrder[]> => {
    const res = await fetch(
      `${MEDUSA_URL}/admin/orders?q=ada.lovelace@example.com&fields=id,email,payment_status,total,*items,*payment_collections.payments`,
      { headers: { authorization: `Bearer ${token}` } }
    )
    expect(res.ok).toBe(true)
    const { orders } = (await res.json()) as { orders: AdminOrder[] }
    return orders.filter((o) => `#ORD-${o.id.slice(-6).toUpperCase()}` === orderNumber)
  }
  // The capture runs on order.placed, just after the confirmation shows.
  await expect.poll(async () => (await find())[0]?.payment_status, { timeout: 20_000 }).toBe("captured")
  const placed = await find()
  expect(placed).toHaveLength(1)
  const order = placed[0]!
  expect(order.email).toBe("ada.lovelace@example.com")
  expect(order.items.map((i) => i.product_title)).toEqual([name])
  expect(`€${order.total.toFixed(2)}`).toBe(orderTotal)
  const payments = order.payment_collections.flatMap((c) => c.payments)
  expect(payments).toHaveLength(1)
  expect(payments[0]).toMatchObject({ provider_id: "pp_stripe_stripe", captured_at: expect.any(String) })

  // At Stripe: the intent the page confirmed is captured for the order's total.
  const intentId = new URL(page.url()).searchParams.get("payment_intent")
  const res = await fetch(`${STRIPE_FAKE_URL}/v1/payment_intents/${intentId}`, {
    headers: { authorization: `Bearer ${process.env.STRIPE_API_KEY}` },
  })
  expect(await res.json()).toMatchObject({ status: "succeeded", amount_received: Math.round(order.total * 100) })
})
