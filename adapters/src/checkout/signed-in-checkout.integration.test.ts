import { describe, expect, it } from "vitest"
import { listProducts, paymentRequest, postJson, shipTo } from "../test-support/checkout-client.js"
import { newCollector, shop } from "../test-support/shop-session.js"
import type { Order } from "../contract/order.js"

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

  it("names the pieces of the account's orders in the page's language (docs/decisions/248)", async () => {
    const cookie = await newCollector("Sammlerin")
    const german = await shop("/api/products?limit=100&sort=price_asc&lang=de")
    const germanName = new Map((german.body.products as { id: string; name: string }[]).map((p) => [p.id, p.name]))
    // A piece kept several times that the demo catalogue names in German.
    const piece = (await listProducts())
      .filter((p) => p.stock > 2 && germanName.has(p.id) && germanName.get(p.id) !== p.name)
      .sort((a, b) => b.stock - a.stock)[0]
    expect(piece, "the demo catalogue has a piece in stock several times with a German name").toBeDefined()
    const id = await placeOrder(piece!.id, cookie)

    const names = async (query: string) => {
      const orders = (await shop(`/api/account/orders${query}`, { cookie })).body as unknown as Order[]
      return orders.find((o) => o.id === id)?.items.map((item) => item.product.name)
    }
    expect(await names("?lang=de")).toEqual([germanName.get(piece!.id)])
    expect(await names("")).toEqual([piece!.name])
  })
})
