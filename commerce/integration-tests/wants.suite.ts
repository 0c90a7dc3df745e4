import type { SuiteOptions } from "./suites"
import assert from "node:assert/strict"
import { before, test } from "node:test"
import type { AxiosInstance } from "axios"
import { WANT_UNSUBSCRIBE } from "../src/lib/wants/alerts"
import { WATCH_UNSUBSCRIBE } from "../src/lib/watch-list/price-drops"
import { signUnsubscribeToken, unsubscribeSecret } from "../src/lib/unsubscribe-token"
import { WANTS_MODULE } from "../src/modules/wants"
import { MAX_WANTS, NO_CRITERION } from "../src/modules/wants/criteria"
import type WantsModuleService from "../src/modules/wants/service"
import { collector, smallShop, type Shop } from "./fixtures"

export default function wants({ api, getContainer }: SuiteOptions) {
  const http = api as AxiosInstance
  let shop: Shop
  let categoryId: string

  const send = (method: "get" | "post" | "delete", path: string, headers: Record<string, string>, body?: unknown) =>
    http.request({ method, url: path, headers, data: body, validateStatus: () => true })

  before(async () => {
    shop = await smallShop(getContainer())
    const { data } = await http.get("/store/product-categories?handle=ancient-coins", {
      headers: { "x-publishable-api-key": shop.setup.publishableKey },
    })
    categoryId = data.product_categories[0].id
  })

  test("a want keeps the listing's filters; one without any criterion is refused with a message", async () => {
    const claire = await collector(http, shop.setup.publishableKey, "claire")
    const criteria = {
      search: "Denarius Trajan",
      category: "ancient-coins",
      category_id: categoryId,
      country: "Italy",
      material: "Silver",
      period: "Roman",
      quality: "VF",
      price_min_cents: 5_000,
      price_max_cents: 20_050,
    }
    const saved = await send("post", "/store/customers/me/wants", claire.headers, { name: "Roman silver under 200", criteria })
    assert.equal(saved.status, 201, JSON.stringify(saved.data))
    assert.equal(saved.data.want.alerts, "instant")
    // The want answers the criteria as given; the category's id is only how the shop matches it.
    const { category_id: _categoryId, ...given } = criteria
    assert.deepEqual(saved.data.want.criteria, given)
    const [stored] = await getContainer().resolve<WantsModuleService>(WANTS_MODULE).listWants({ id: saved.data.want.id })
    assert.deepEqual([...stored.tokens].sort(), ["denarius", "trajan"])
    assert.equal(stored.country_key, "italy")

    for (const criteria of [{}, { search: "   " }]) {
      const empty = await send("post", "/store/customers/me/wants", claire.headers, { name: "Anything", criteria })
      assert.equal(empty.status, 400, JSON.stringify(criteria))
      if (Object.keys(criteria).length === 0) assert.equal(empty.data.message, NO_CRITERION)
    }
    const stopWords = await send("post", "/store/customers/me/wants", claire.headers, {
      name: "x",
      criteria: { search: "the of" },
    })
    assert.equal(stopWords.status, 400)
    assert.match(stopWords.data.message, /no word the catalogue looks for/)
    for (const body of [
      { criteria: { search: "x" } },
      { name: "x", criteria: { price_min_cents: 500, price_max_cents: 100 } },
      { name: "x", criteria: { category: "ancient-coins" } },
      { name: "x", criteria: { category: "nowhere", category_id: "pcat_NOSUCHCATEGORY" } },
      { name: "x", criteria: { search: "x" }, alerts: "hourly" },
      { name: "x", criteria: { search: "x" }, customer_id: "cus_other" },
    ]) {
      const refused = await send("post", "/store/customers/me/wants", claire.headers, body)
      assert.equal(refused.status, 400, JSON.stringify(body))
      assert.equal(typeof refused.data.message, "string")
    }
    assert.equal((await send("get", "/store/customers/me/wants", claire.headers)).data.wants.length, 1)
  })

  test(`at most ${MAX_WANTS} wants, even when saves arrive at once`, async () => {
    const racer = await collector(http, shop.setup.publishableKey, "racer")
    const wants = getContainer().resolve<WantsModuleService>(WANTS_MODULE)
    await wants.createWants(
      Array.from({ length: MAX_WANTS - 5 }, (_, i) => ({
        customer_id: racer.id,
        name: `Want ${i}`,
        alerts_since: new Date(),
        search: `word${i}`,
        tokens: [`word${i}`],
      }))
    )
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        send("post", "/store/customers/me/wants", racer.headers, { name: `Parallel ${i}`, criteria: { search: `coin ${i}` } })
      )
    )
    assert.deepEqual(
      answers.map((a) => a.status).sort(),
      [...Array(5).fill(201), ...Array(7).fill(409)],
      JSON.stringify(answers.map((a) => a.data))
    )
    for (const refused of answers.filter((a) => a.status === 409)) {
      assert.match(refused.data.message, new RegExp(`You keep ${MAX_WANTS} wants`))
    }
    const { data } = await send("get", "/store/customers/me/wants", racer.headers)
    assert.equal(data.wants.length, MAX_WANTS)
  })

  test("another collector's want is out of reach (404) and stays as it was; the owner renames, mutes and deletes it", async () => {
    const owner = await collector(http, shop.setup.publishableKey, "owner")
    const other = await collector(http, shop.setup.publishableKey, "other")
    const { data } = await send("post", "/store/customers/me/wants", owner.headers, {
      name: "Gold",
      alerts: "daily",
      criteria: { material: "Gold" },
    })
    const id = data.want.id
    const renamed = await send("post", `/store/customers/me/wants/${id}`, other.headers, { name: "Mine now" })
    assert.equal(renamed.status, 404)
    assert.equal((await send("delete", `/store/customers/me/wants/${id}`, other.headers)).status, 404)
    const missing = await send("delete", "/store/customers/me/wants/want_01NOSUCHWANT000000000000", other.headers)
    assert.deepEqual(missing.data.message, renamed.data.message)
    assert.deepEqual((await send("get", "/store/customers/me/wants", other.headers)).data.wants, [])
    assert.equal(
      (await send("get", "/store/customers/me/wants", { "x-publishable-api-key": shop.setup.publishableKey })).status,
      401
    )
    for (const bad of ["x", "want_", "..%2F..%2Fadmin"]) {
      assert.equal((await send("delete", `/store/customers/me/wants/${bad}`, owner.headers)).status, 400, bad)
    }
    assert.equal((await send("post", `/store/customers/me/wants/${id}`, owner.headers, {})).status, 400)

    const changed = await send("post", `/store/customers/me/wants/${id}`, owner.headers, { name: "Gold coins", alerts: "off" })
    assert.equal(changed.status, 200)
    assert.equal(changed.data.want.name, "Gold coins")
    assert.equal(changed.data.want.alerts, "off")
    assert.equal((await send("delete", `/store/customers/me/wants/${id}`, owner.headers)).status, 200)
    assert.deepEqual((await send("get", "/store/customers/me/wants", owner.headers)).data.wants, [])
  })

  test("only the e-mail's own token turns a want's e-mails off; a forged one is a 400 and changes nothing", async () => {
    const owner = await collector(http, shop.setup.publishableKey, "reader")
    const { data } = await send("post", "/store/customers/me/wants", owner.headers, {
      name: "Bronze",
      criteria: { material: "Bronze" },
    })
    const id: string = data.want.id
    const secret = unsubscribeSecret(getContainer())
    const token = signUnsubscribeToken(WANT_UNSUBSCRIBE, id, secret)
    const key = { "x-publishable-api-key": shop.setup.publishableKey }
    const bad = [
      token.replace(/.$/, (c) => (c === "A" ? "B" : "A")),
      signUnsubscribeToken(WATCH_UNSUBSCRIBE, id, secret),
      signUnsubscribeToken(WANT_UNSUBSCRIBE, id, "another secret"),
      signUnsubscribeToken(WANT_UNSUBSCRIBE, id, secret, Date.now() - 100 * 24 * 3600 * 1000),
      token.replace(id, "want_01SOMEONEELSE0000000000"),
    ]
    for (const forged of bad) {
      const refused = await send("post", "/store/wants/unsubscribe", key, { token: forged })
      assert.equal(refused.status, 400, forged)
    }
    assert.equal((await send("get", "/store/customers/me/wants", owner.headers)).data.wants[0].alerts, "instant")
    const done = await send("post", "/store/wants/unsubscribe", key, { token })
    assert.equal(done.status, 200)
    assert.equal((await send("get", "/store/customers/me/wants", owner.headers)).data.wants[0].alerts, "off")
  })
}
