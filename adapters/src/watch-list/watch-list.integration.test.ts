import { beforeAll, describe, expect, it } from "vitest"
import { ProductList } from "../contract/product.js"
import { WatchList } from "../contract/watch-list.js"
import { SHOP_URL } from "../test-support/checkout-client.js"
import { newCollector, shop } from "../test-support/shop-session.js"

// Runs against the real, seeded stack: the orchestrator sets SHOP_URL.
describe("/api/account/watch-list", () => {
  let productIds: string[]
  let claire: string
  let bruno: string

  beforeAll(async () => {
    const response = await fetch(`${SHOP_URL}/api/products?limit=3`)
    productIds = ProductList.parse(await response.json()).products.map((p) => p.id)
    ;[claire, bruno] = await Promise.all([newCollector("claire"), newCollector("bruno")])
  }, 60_000)

  it("adds pieces once each, lists them with their current price and state, and removes one", async () => {
    const added = await shop("/api/account/watch-list", {
      method: "POST",
      cookie: claire,
      body: { productIds: [productIds[0], productIds[1], productIds[0]] },
    })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    const list = WatchList.parse(added.body)
    expect(list.entries.map((e) => e.productId).sort()).toEqual([productIds[0], productIds[1]].sort())
    expect(list.entries[0]!.state).toBe("available")
    expect(list.entries[0]!.product?.finalPrice).toMatch(/^\d+\.\d{2}$/)

    const read = await shop("/api/account/watch-list", { cookie: claire })
    expect(read.status).toBe(200)
    expect(WatchList.parse(read.body).entries).toHaveLength(2)

    const removed = await shop(`/api/account/watch-list/${list.entries[0]!.id}`, { method: "DELETE", cookie: claire })
    expect(removed.status).toBe(204)
    expect(WatchList.parse((await shop("/api/account/watch-list", { cookie: claire })).body).entries).toHaveLength(1)
  })

  it("keeps another collector's entries out of reach: 404, not 403, and nothing changes", async () => {
    const { body } = await shop("/api/account/watch-list", {
      method: "POST",
      cookie: bruno,
      body: { productIds: [productIds[2]] },
    })
    const brunosEntry = WatchList.parse(body).entries[0]!.id
    const taken = await shop(`/api/account/watch-list/${brunosEntry}`, { method: "DELETE", cookie: claire })
    expect(taken.status).toBe(404)
    expect(taken.body.message).toMatch(/not on your watch list/)
    const unknown = await shop("/api/account/watch-list/watch_01NOTANENTRY000000000000", { method: "DELETE", cookie: claire })
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual(taken.body)
    const claires = WatchList.parse((await shop("/api/account/watch-list", { cookie: claire })).body)
    expect(claires.entries.map((e) => e.id)).not.toContain(brunosEntry)
    expect(WatchList.parse((await shop("/api/account/watch-list", { cookie: bruno })).body).entries).toHaveLength(1)
  })

  it("answers 401 to a guest", async () => {
    expect((await shop("/api/account/watch-list")).status).toBe(401)
    expect((await shop("/api/account/watch-list", { method: "POST", body: { productIds: [productIds[0]] } })).status).toBe(401)
    expect((await shop("/api/account/watch-list/watch_01X", { method: "DELETE" })).status).toBe(401)
  })

  it("refuses hostile input with a 400 and a message, never a 5xx", async () => {
    const bodies: unknown[] = [
      {},
      { productIds: [] },
      { productIds: "prod_1" },
      { productIds: ["'; drop table watch_entry; --"] },
      { productIds: [123] },
      { productIds: Array.from({ length: 101 }, (_, i) => `prod_${i}`) },
      { productIds: [productIds[0]], customerId: "cus_other" },
      { productIds: ["prod_\u0000x"] },
    ]
    for (const body of bodies) {
      const answer = await shop("/api/account/watch-list", { method: "POST", cookie: claire, body })
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(typeof answer.body.message).toBe("string")
    }
    for (const id of ["..%2F..%2Fadmin", "watch_", "x".repeat(300), "prod_01"]) {
      const answer = await shop(`/api/account/watch-list/${id}`, { method: "DELETE", cookie: claire })
      expect(answer.status, id).toBe(400)
    }
    const crossSite = await shop("/api/account/watch-list", {
      method: "POST",
      cookie: claire,
      body: { productIds: [productIds[2]] },
      headers: { origin: "https://evil.example" },
    })
    expect(crossSite.status).toBe(403)
  })

  it("turns price e-mails off only with a genuine token; a forged one is a 4xx and changes nothing", async () => {
    for (const token of ["", "watch_x.1.abc", `watch_01ABC.9999999999.${"A".repeat(43)}`]) {
      const page = await shop("/api/watch-list/unsubscribe", { method: "POST", body: { token } })
      expect(page.status, token).toBe(400)
      const oneClick = await shop(`/watch-list/unsubscribe?token=${encodeURIComponent(token)}`, {
        method: "POST",
        raw: "List-Unsubscribe=One-Click",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://mail.example" },
      })
      expect(oneClick.status, token).toBe(400)
    }
    const entries = WatchList.parse((await shop("/api/account/watch-list", { cookie: claire })).body).entries
    expect(entries.every((e) => e.priceAlerts)).toBe(true)
  })
})
