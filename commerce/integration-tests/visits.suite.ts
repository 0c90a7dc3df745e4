import type { SuiteOptions } from "./suites"
import assert from "node:assert/strict"
import { before, test } from "node:test"
import type { AxiosInstance } from "axios"
import { demoCatalogue } from "../src/scripts/catalogue"
import { createCategories, createItems } from "../src/scripts/seed/catalogue"
import { setUpStore, type StoreSetup } from "../src/scripts/seed/store-setup"
import { rebuildCatalogue } from "../src/modules/catalogue-index/sync"

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export default function visits({ api, getContainer }: SuiteOptions) {
  const http = api as AxiosInstance
  const items = demoCatalogue().filter((i) => i.stock > 1)
  let setup: StoreSetup
  let categoryIds: Map<string, string>
  let key: Record<string, string>

  async function collector(name: string) {
    const credentials = { email: `${name}.${Date.now().toString(36)}@example.com`, password: "Collector-pass-123" }
    const { data: registered } = await http.post("/auth/customer/emailpass/register", credentials)
    await http.post(
      "/store/customers",
      { email: credentials.email },
      { headers: { ...key, authorization: `Bearer ${registered.token}` } }
    )
    const { data } = await http.post("/auth/customer/emailpass", credentials)
    return { ...key, authorization: `Bearer ${data.token}` }
  }

  const send = (method: "get" | "post", url: string, headers: Record<string, string>) =>
    http.request({ method, url, headers, validateStatus: () => true })

  before(async () => {
    setup = await setUpStore(getContainer(), false)
    categoryIds = await createCategories(getContainer())
    await createItems(getContainer(), setup, categoryIds, items.slice(0, 3), { imagesOf: () => [] })
    key = { "x-publishable-api-key": setup.publishableKey }
  })

  test("a visit moves the current visit to the previous one, and the listing narrows to pieces listed since", async () => {
    const headers = await collector("hunter")
    assert.deepEqual((await send("get", "/store/customers/me/visits", headers)).data.visits, {
      last_visit_at: null,
      previous_visit_at: null,
    })
    const first = (await send("post", "/store/customers/me/visits", headers)).data.visits
    assert.equal(first.previous_visit_at, null)
    assert.ok(first.last_visit_at)

    await pause(20)
    await createItems(getContainer(), setup, categoryIds, items.slice(3, 5), { imagesOf: () => [] })
    await rebuildCatalogue(getContainer())

    const second = (await send("post", "/store/customers/me/visits", headers)).data.visits
    assert.equal(second.previous_visit_at, first.last_visit_at)
    assert.deepEqual((await send("get", "/store/customers/me/visits", headers)).data.visits, second)

    const since = await send("get", `/catalogue/products?listed_after=${encodeURIComponent(second.previous_visit_at)}`, key)
    assert.equal(since.status, 200)
    assert.equal(since.data.count, 2)
    assert.deepEqual(
      since.data.products.map((p: { handle: string }) => p.handle).sort(),
      items
        .slice(3, 5)
        .map((i) => i.handle)
        .sort()
    )
    const all = await send("get", "/catalogue/products", key)
    assert.equal(all.data.count, 5)
  })

  test("two visits beginning at once both count: the later one's previous visit is the earlier one", async () => {
    const headers = await collector("twotabs")
    const start = (await send("post", "/store/customers/me/visits", headers)).data.visits
    await pause(5)
    const [a, b] = await Promise.all([
      send("post", "/store/customers/me/visits", headers),
      send("post", "/store/customers/me/visits", headers),
    ])
    const lasts = [a.data.visits.last_visit_at, b.data.visits.last_visit_at]
    const final = (await send("get", "/store/customers/me/visits", headers)).data.visits
    assert.notEqual(final.previous_visit_at, start.last_visit_at)
    assert.ok(lasts.includes(final.previous_visit_at))
  })

  test("a guest has no visits and a malformed instant is refused", async () => {
    assert.equal((await send("get", "/store/customers/me/visits", key)).status, 401)
    assert.equal((await send("post", "/store/customers/me/visits", key)).status, 401)
    const bad = await send("get", "/catalogue/products?listed_after=yesterday", key)
    assert.equal(bad.status, 400)
    assert.match(bad.data.message, /listed_after/)
  })
}
