import type { SuiteOptions } from "./suites"
import assert from "node:assert/strict"
import { before, test } from "node:test"
import type { AxiosInstance } from "axios"
import { revokeApiKeysWorkflow } from "@medusajs/medusa/core-flows"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { CATALOGUE_INDEX_MODULE } from "../src/modules/catalogue-index"
import type CatalogueIndexService from "../src/modules/catalogue-index/service"
import { rebuildCatalogue } from "../src/modules/catalogue-index/sync"
import { UNDECODABLE_MESSAGE } from "../src/api/database-outage"
import { smallShop, type Shop } from "./fixtures"

type Entry = { id: string; price: number }

export default function cataloguePriceRange({ api, getContainer }: SuiteOptions) {
  const http = api as AxiosInstance
  let shop: Shop
  let prices: number[]

  const listing = (query: string) =>
    http.get(`/catalogue/products?sort=price_asc&limit=100&${query}`, {
      headers: { "x-publishable-api-key": shop.setup.publishableKey },
      validateStatus: () => true,
    })
  const pricesFor = async (query: string) => {
    const { status, data } = await listing(query)
    assert.equal(status, 200, JSON.stringify(data))
    assert.equal(data.count, data.products.length)
    return (data.products as Entry[]).map((p) => p.price)
  }

  before(async () => {
    shop = await smallShop(getContainer())
    await rebuildCatalogue(getContainer())
    prices = await pricesFor("")
    assert.ok(new Set(prices).size >= 3, `pieces at three prices at least: ${prices.join(", ")}`)
  })

  test("a minimum, a maximum or both narrow the listing, the ends included", async () => {
    const [cheapest, , middle] = [...new Set(prices)]
    const dearest = prices.at(-1)!
    assert.deepEqual(
      await pricesFor(`price_min=${middle}`),
      prices.filter((p) => p >= middle)
    )
    assert.deepEqual(
      await pricesFor(`price_max=${middle}`),
      prices.filter((p) => p <= middle)
    )
    assert.deepEqual(
      await pricesFor(`price_min=${cheapest}&price_max=${middle}`),
      prices.filter((p) => p <= middle)
    )
    assert.deepEqual(
      await pricesFor(`price_min=${middle}&price_max=${middle}`),
      prices.filter((p) => p === middle)
    )
    assert.deepEqual(await pricesFor(`price_min=${dearest + 0.01}`), [])
    assert.deepEqual(await pricesFor(`price_min=0&price_max=${dearest.toFixed(2)}`), prices)
  })

  test("a negative, a non-number or a minimum above the maximum is a 400 naming the parameter", async () => {
    for (const [query, message] of [
      ["price_min=-1", "price_min must be an amount in euros of 0 or more, e.g. 12.50"],
      ["price_max=abc", "price_max must be an amount in euros of 0 or more, e.g. 12.50"],
      ["price_max=", "price_max must be an amount in euros of 0 or more, e.g. 12.50"],
      ["price_min=20&price_max=10", "price_min must not be above price_max"],
    ]) {
      const { status, data } = await listing(query)
      assert.equal(status, 400, query)
      assert.match(data.message, new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")), query)
    }
  })

  test("an address with a broken % escape is a 400 saying what to fix, on the catalogue's routes and Medusa's", async () => {
    for (const path of ["/catalogue/products/%E0%A4%A", "/store/products/%E0%A4%A", "/catalogue/products/%zz"]) {
      const { status, data } = await http.get(path, {
        headers: { "x-publishable-api-key": shop.setup.publishableKey },
        validateStatus: () => true,
      })
      assert.equal(status, 400, path)
      assert.equal(data.message, UNDECODABLE_MESSAGE, path)
    }
  })

  test("a remembered page changes as soon as the catalogue does, whichever process writes it", async () => {
    const ids = async () => ((await listing("")).data.products as Entry[]).map((p) => p.id)
    const first = await ids()
    assert.deepEqual(await ids(), first, "asked again, the same page")
    // The module's own write: a piece leaves the catalogue.
    const catalogue = getContainer().resolve<CatalogueIndexService>(CATALOGUE_INDEX_MODULE)
    await catalogue.removeProducts([first[0]])
    assert.deepEqual(await ids(), first.slice(1), "the module's write is seen at once")
    // A write in SQL, as another process (or a bulk load) makes it.
    const db = getContainer().resolve<{ raw(sql: string, params: unknown[]): Promise<unknown> }>(
      ContainerRegistrationKeys.PG_CONNECTION
    )
    await db.raw(`update "catalogue_entry" set "price" = ? where "id" = ?`, [99_999, first[1]])
    assert.equal((await pricesFor("")).at(-1), 99_999, "another process's write is seen at once")
  })

  test("pages never asked show another process's write at once, their total too, however many come together", async () => {
    const page = (offset: number) =>
      http.get(`/catalogue/products?sort=price_asc&limit=1&offset=${offset}`, {
        headers: { "x-publishable-api-key": shop.setup.publishableKey },
        validateStatus: () => true,
      })
    const first = await page(0)
    assert.equal(first.status, 200)
    const total = first.data.count as number
    // The filters' total is now remembered; another process takes a piece out in SQL.
    const db = getContainer().resolve<{ raw(sql: string, params: unknown[]): Promise<unknown> }>(
      ContainerRegistrationKeys.PG_CONNECTION
    )
    await db.raw(`delete from "catalogue_entry" where "id" = ?`, [(first.data.products as Entry[])[0].id])
    // Eight other pages of the same filters at once, some past the end: none may answer the old total.
    const after = await Promise.all(Array.from({ length: 8 }, (_, i) => page(i + 1)))
    for (const [i, answer] of after.entries()) {
      assert.equal(answer.status, 200, JSON.stringify(answer.data))
      assert.equal(answer.data.count, total - 1, `offset ${i + 1}`)
    }
  })

  test("a filter written as SQL is a value to match, on a page never asked: nothing is run, nothing removed", async () => {
    const count = async () => (await listing("")).data.count as number
    const before = await count()
    const hostile = `x'); delete from "catalogue_entry"; --`
    for (const filter of ["country", "material", "period", "quality"]) {
      const { status, data } = await listing(`${filter}=${encodeURIComponent(hostile)}`)
      assert.equal(status, 200, JSON.stringify(data))
      assert.deepEqual(data.products, [], filter)
    }
    assert.equal(await count(), before)
  })

  test("asked with its ETag, an unchanged page is a 304 without the page; another page's tag, a forged one or a change gets the page", async () => {
    const ask = (query: string, tag?: string) =>
      http.get(`/catalogue/products?sort=price_asc&limit=100&${query}`, {
        headers: { "x-publishable-api-key": shop.setup.publishableKey, ...(tag ? { "if-none-match": tag } : {}) },
        validateStatus: () => true,
      })
    const first = await ask("")
    assert.equal(first.status, 200)
    const tag = first.headers.etag as string
    assert.match(tag, /^"[\w-]{20,}"$/)

    const again = await ask("", tag)
    assert.equal(again.status, 304)
    assert.equal(again.data, "", "no page in a 304")
    assert.equal(again.headers.etag, tag)
    // As HTTP compares tags: any of a list, a weak one, or any at all.
    for (const held of [`"other", ${tag}`, `W/${tag}`, "*"]) assert.equal((await ask("", held)).status, 304, held)

    // The same tag on another page: that page, with its own tag.
    const cheapest = prices[0]
    const other = await ask(`price_max=${cheapest}`, tag)
    assert.equal(other.status, 200)
    assert.notEqual(other.headers.etag, tag)
    assert.deepEqual(
      (other.data.products as Entry[]).map((p) => p.price),
      prices.filter((p) => p <= cheapest)
    )
    for (const forged of ['"forged"', 'W/"forged"', tag.slice(0, -2) + '"', tag.slice(1, -1)]) {
      const answer = await ask("", forged)
      assert.equal(answer.status, 200, forged)
      assert.deepEqual(answer.data, first.data, forged)
    }

    // A piece leaves the catalogue: the old tag gets the new page.
    const catalogue = getContainer().resolve<CatalogueIndexService>(CATALOGUE_INDEX_MODULE)
    const [gone] = first.data.products as Entry[]
    await catalogue.removeProducts([gone.id])
    const changed = await ask("", tag)
    assert.equal(changed.status, 200)
    assert.notEqual(changed.headers.etag, tag)
    assert.deepEqual(changed.data.products, first.data.products.slice(1))
    assert.equal((await ask("", changed.headers.etag as string)).status, 304)
  })

  // Outside /store, the catalogue checks the key itself (docs/decisions/239): last in this suite,
  // since the revoked key stays remembered as refused for a few seconds.
  test("the catalogue needs a valid publishable key, and stops serving a revoked one within seconds", async () => {
    const ask = (headers: Record<string, string>) => http.get("/catalogue/products", { headers, validateStatus: () => true })
    const none = await ask({})
    assert.equal(none.status, 400)
    assert.match(none.data.message, /Publishable API key required in the request header: x-publishable-api-key/)
    const unknown = await ask({ "x-publishable-api-key": "pk_not_a_key" })
    assert.equal(unknown.status, 400)
    assert.equal(unknown.data.message, "A valid publishable key is required to proceed with the request")

    const key = { "x-publishable-api-key": shop.setup.publishableKey }
    assert.equal((await ask(key)).status, 200)
    const [apiKey] = await getContainer().resolve(Modules.API_KEY).listApiKeys({ token: shop.setup.publishableKey })
    await revokeApiKeysWorkflow(getContainer()).run({ input: { selector: { id: apiKey.id }, revoke: { revoked_by: "test" } } })
    const deadline = Date.now() + 10_000
    let status = 200
    while (status === 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500))
      status = (await ask(key)).status
    }
    assert.equal(status, 400, "a revoked key is refused within 10 s")
  })
}
