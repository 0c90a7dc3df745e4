import { describe, expect, it } from "vitest"
import { listProducts, paymentRequest, postJson, shipTo } from "../test-support/checkout-client.js"
import { newCollector, shop } from "../test-support/shop-session.js"

/** Places one order of the product through the shop's checkout, as the signed-in cookie's owner or as a guest. */
async function placeOrder(productId: string, cookie?: string): Promise<string> {
  const product = (await listProducts()).find((p) => p.id === productId)!
  const start = await shop("/api/create-payment-intent", { method: "POST", body: paymentRequest([{ product }]), cookie })
  expect(start.status, JSON.stringify(start.body)).toBe(200)
  const id = String(start.body.checkoutId)
  await shipTo(id)
  const buyer = { firstName: "Signed", lastName: "Buyer", email: `buyer.${Date.now().toString(36)}@example.com` }
  expect((await postJson(`/api/checkout/${id}/customer`, buyer)).status).toBe(204)
  const complete = await postJson(`/api/checkout/${id}/complete`, {})
  expect(complete.status, JSON.stringify(complete.body)).toBe(200)
  return String(complete.body.orderId)
}

describe("a signed-in customer's checkout", () => {
  it("places an order that is the customer's: it shows in their account, a guest's does not", async () => {
    const cookie = await newCollector("Owner")
    // A piece kept in several, so other suites buying unique pieces are not disturbed.
    const stocked = (await listProducts()).filter((p) => p.stock > 2).sort((a, b) => b.stock - a.stock)[0]
    expect(stocked, "the demo catalogue has a piece in stock several times").toBeDefined()

    const theirs = await placeOrder(stocked!.id, cookie)
    const guests = await placeOrder(stocked!.id)

    const orders = await shop("/api/account/orders", { cookie })
    expect(orders.status).toBe(200)
    const ids = (orders.body as unknown as { id: string }[]).map((o) => o.id)
    expect(ids).toContain(theirs)
    expect(ids).not.toContain(guests)
  })
})
