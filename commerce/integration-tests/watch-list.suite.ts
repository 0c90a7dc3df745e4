import type { SuiteOptions } from "./suites"
import assert from "node:assert/strict"
import { before, test } from "node:test"
import type { AxiosInstance } from "axios"
import { rebuildCatalogue } from "../src/modules/catalogue-index/sync"
import { WATCH_LIST_MODULE } from "../src/modules/watch-list"
import type WatchListModuleService from "../src/modules/watch-list/service"
import { tellPriceDrops, WATCH_UNSUBSCRIBE } from "../src/lib/watch-list/price-drops"
import { signUnsubscribeToken } from "../src/lib/unsubscribe-token"
import { collector as fixtureCollector, setEuroPrice, smallShop, staffHeaders, type Shop } from "./fixtures"
import { eventually, mailsTo, pause } from "./want-support"

const priceDropMails = (address: string) => mailsTo(address, /^Price lowered/)

/** Waits for the watcher's price-drop e-mails: a hang guard, since the machine may be loaded. */
const waitForMails = (address: string, count: number) =>
  eventually(
    () => priceDropMails(address),
    (mails) => mails.length >= count,
    `${count} price-drop e-mails to ${address}`
  )

export default function watchList({ api, getContainer }: SuiteOptions) {
  const http = api as AxiosInstance
  let shop: Shop
  let staff: { headers: Record<string, string> }
  let productIds: string[]

  const collector = (name: string) => fixtureCollector(http, shop.setup.publishableKey, name)

  const send = (method: "get" | "post" | "delete", path: string, headers: Record<string, string>, body?: unknown) =>
    http.request({ method, url: path, headers, data: body, validateStatus: () => true })

  before(async () => {
    shop = await smallShop(getContainer())
    staff = await staffHeaders(http, getContainer())
    await rebuildCatalogue(getContainer())
    const { data } = await http.get("/catalogue/products?limit=10", {
      headers: { "x-publishable-api-key": shop.setup.publishableKey },
    })
    productIds = data.products.map((p: { id: string }) => p.id)
    assert.ok(productIds.length >= 2)
  })

  test("a collector watches pieces, once each, and sees their current price and state", async () => {
    const claire = await collector("claire")
    const added = await send("post", "/store/customers/me/watch-list", claire.headers, {
      product_ids: [productIds[0], productIds[1], productIds[0], "prod_DOESNOTEXIST"],
    })
    assert.equal(added.status, 200, JSON.stringify(added.data))
    assert.equal(added.data.watch_list.length, 2)
    const again = await send("post", "/store/customers/me/watch-list", claire.headers, { product_ids: [productIds[0]] })
    assert.equal(again.data.watch_list.length, 2, "a piece already watched is not added twice")
    const { data } = await send("get", "/store/customers/me/watch-list", claire.headers)
    const entry = data.watch_list.find((e: { product_id: string }) => e.product_id === productIds[0])
    assert.equal(entry.state, "available")
    assert.equal(typeof entry.product.price, "number")
    assert.equal(entry.product.id, productIds[0])
  })

  test("another customer's entry is out of reach (404), a guest gets 401, bad input 400", async () => {
    const owner = await collector("owner")
    const other = await collector("other")
    const { data } = await send("post", "/store/customers/me/watch-list", owner.headers, { product_ids: [productIds[0]] })
    const entryId = data.watch_list[0].id
    const stolen = await send("delete", `/store/customers/me/watch-list/${entryId}`, other.headers)
    assert.equal(stolen.status, 404)
    const { data: otherList } = await send("get", "/store/customers/me/watch-list", other.headers)
    assert.deepEqual(otherList.watch_list, [])
    const guest = await send("get", "/store/customers/me/watch-list", {
      "x-publishable-api-key": shop.setup.publishableKey,
    })
    assert.equal(guest.status, 401)
    for (const body of [{}, { product_ids: [] }, { product_ids: ["'; drop table watch_entry; --"] }, { product_ids: "prod_1" }]) {
      assert.equal((await send("post", "/store/customers/me/watch-list", owner.headers, body)).status, 400, JSON.stringify(body))
    }
    const { data: still } = await send("get", "/store/customers/me/watch-list", owner.headers)
    assert.equal(still.watch_list.length, 1, "nothing an outsider sent changed the owner's list")
    const removed = await send("delete", `/store/customers/me/watch-list/${entryId}`, owner.headers)
    assert.equal(removed.status, 200)
    assert.equal((await send("get", "/store/customers/me/watch-list", owner.headers)).data.watch_list.length, 0)
  })

  test("a price drop e-mails the watcher once, with the piece and a one-click unsubscribe", async () => {
    const watcher = await collector("watcher")
    const productId = productIds[1]
    const { data } = await send("post", "/store/customers/me/watch-list", watcher.headers, { product_ids: [productId] })
    const oldPrice = data.watch_list[0].product.price as number
    const newPrice = Math.floor(oldPrice * 0.8)
    await setEuroPrice(http, staff, productId, newPrice)
    const [mail] = await waitForMails(watcher.email, 1)
    const euros = (n: number) => new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR" }).format(n)
    assert.ok(mail.subject.endsWith(`now ${euros(newPrice)}`), mail.subject)
    assert.ok(mail.text.includes(data.watch_list[0].product.title))
    assert.ok(mail.text.includes(`Was: ${euros(oldPrice)}`))
    assert.ok(mail.text.includes(`Now: ${euros(newPrice)}`))
    assert.ok(mail.text.includes(`Grade: ${data.watch_list[0].product.grade ?? "Not graded"}`))
    assert.ok(mail.text.includes(`/product/${data.watch_list[0].product.handle}`))
    assert.match(mail.headers?.["list-unsubscribe"] ?? "", /^<http.*\/watch-list\/unsubscribe\?token=watch_/)
    assert.equal(mail.headers?.["list-unsubscribe-post"], "List-Unsubscribe=One-Click")

    // The same drop told again (another event for the same change) sends nothing more.
    await Promise.all([tellPriceDrops(getContainer(), [productId]), tellPriceDrops(getContainer(), [productId])])
    await setEuroPrice(http, staff, productId, newPrice)
    await pause(2_000)
    assert.equal((await waitForMails(watcher.email, 1)).length, 1, "no repeat for the same price drop")

    // A forged token changes nothing; the e-mail's own token stops the e-mails.
    const token = /token=([^>\s]+)/.exec(mail.headers["list-unsubscribe"])![1]
    const key = { "x-publishable-api-key": shop.setup.publishableKey }
    const forged = token.replace(/.$/, (c) => (c === "A" ? "B" : "A"))
    const entryId = token.split(".")[0]
    const wrongPurpose = signUnsubscribeToken("want-unsubscribe", entryId, "supersecret")
    for (const bad of [forged, wrongPurpose, "watch_x.1.abc", `${entryId}.9999999999.${"A".repeat(43)}`]) {
      const refused = await send("post", "/store/watch-list/unsubscribe", key, { token: bad })
      assert.equal(refused.status, 400, bad)
    }
    const watch = getContainer().resolve<WatchListModuleService>(WATCH_LIST_MODULE)
    assert.equal((await watch.listWatchEntries({ id: entryId }))[0].price_alerts, true)
    const done = await send("post", "/store/watch-list/unsubscribe", key, { token })
    assert.equal(done.status, 200)
    assert.equal((await watch.listWatchEntries({ id: entryId }))[0].price_alerts, false)
    assert.equal(signUnsubscribeToken(WATCH_UNSUBSCRIBE, entryId, "another secret") === token, false)

    // Unsubscribed: a further drop sends nothing, the piece stays watched.
    await setEuroPrice(http, staff, productId, newPrice - 10)
    await pause(2_000)
    assert.equal((await waitForMails(watcher.email, 1)).length, 1)
    assert.equal((await send("get", "/store/customers/me/watch-list", watcher.headers)).data.watch_list.length, 1)
  })
}
