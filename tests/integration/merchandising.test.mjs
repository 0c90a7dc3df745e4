// The back office's collector routes (commerce/src/api/admin/products/[id]/collector),
// checked against the real, freshly seeded Medusa and the shop server in front of it.
// Each test changes one product and puts it back as it found it.
import assert from "node:assert/strict"
import { after, before, describe, test } from "node:test"
import { tsImport } from "tsx/esm/api"
import { admin, MEDUSA_URL, signIn } from "./medusa.mjs"

const SHOP_URL = process.env.SHOP_URL
if (!SHOP_URL) throw new Error("SHOP_URL is not set: run these tests through `npm test`.")

// The record's fields as commerce lists them, the one list the back office and the read model follow.
const { COLLECTOR_FIELDS } = await tsImport("../../commerce/src/modules/numismatics/validation.ts", import.meta.url)

let token
const collectorPath = (id) => `${MEDUSA_URL}/admin/products/${id}/collector`

/** A call with the staff member's token that answers the status and body, whatever the status. */
async function call(url, { method = "GET", body, auth = true } = {}) {
  token ??= await signIn(process.env.STAFF_EMAIL, process.env.STAFF_PASSWORD)
  const response = await fetch(url, {
    method,
    headers: { "content-type": "application/json", ...(auth ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: await response.json() }
}

const shop = async (path) => {
  const response = await fetch(`${SHOP_URL}${path}`)
  assert.equal(response.status, 200, `${path}: ${response.status}`)
  return response.json()
}

/** Polls until the check passes, for at most `seconds`; answers how long it took. */
async function eventually(check, seconds = 25) {
  const started = Date.now()
  let lastError
  while (Date.now() - started < seconds * 1000) {
    try {
      await check()
      return Date.now() - started
    } catch (error) {
      lastError = error
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  throw lastError
}

const recordOf = (item) => Object.fromEntries(COLLECTOR_FIELDS.map((field) => [field, item[field]]))

// The newest product that is not featured yet: once featured, it heads the home page's
// Featured Collection (newest first, as the catalogue orders it).
let product
let original
before(async () => {
  const { products } = await admin("/admin/products?limit=500&fields=id,handle,title,created_at,status,*collector_item,*images")
  const candidates = products
    .filter((p) => p.status === "published" && p.collector_item && !p.collector_item.is_featured && p.images.length === 2)
    .sort((a, b) => (a.created_at === b.created_at ? (a.id < b.id ? -1 : 1) : a.created_at < b.created_at ? 1 : -1))
  product = candidates[0]
  assert.ok(product, "the seed has a published, unfeatured item with two images")
  original = recordOf(product.collector_item)
})

after(async () => {
  if (product) await call(collectorPath(product.id), { method: "POST", body: original })
})

describe("the collector routes", () => {
  test("refuse a caller without a staff session: 401", async () => {
    assert.equal((await call(collectorPath(product.id), { auth: false })).status, 401)
    assert.equal((await call(collectorPath(product.id), { method: "POST", body: { grade: "VF" }, auth: false })).status, 401)
    assert.equal((await call(`${collectorPath(product.id)}/swap-faces`, { method: "POST", auth: false })).status, 401)
  })

  test("answer the collector record and which image is the obverse", async () => {
    const { status, body } = await call(collectorPath(product.id))
    assert.equal(status, 200)
    assert.deepEqual(recordOf(body.collector_item), original)
    assert.deepEqual(body.faces.obverse.id, product.images.find((i) => i.rank === 0).id)
    assert.deepEqual(body.faces.reverse.id, product.images.find((i) => i.rank === 1).id)
  })

  test("refuse bad values with a 400 naming the field, and store nothing", async () => {
    for (const [body, field] of [
      [{ weight_grams: -1 }, "weight_grams"],
      [{ weight_grams: 0 }, "weight_grams"],
      [{ diameter_mm: "19 mm" }, "diameter_mm"],
      [{ grading_service: "NGC", certificate_number: null }, "certificate_number"],
      [{ grading_service: "Bob's Grading", certificate_number: "1" }, "grading_service"],
      [{ grade: "x".repeat(61) }, "grade"],
      [{ is_featured: "yes" }, "is_featured"],
      [{ colour: "red" }, "colour"],
    ]) {
      const answer = await call(collectorPath(product.id), { method: "POST", body })
      assert.equal(answer.status, 400, JSON.stringify(body))
      assert.match(answer.body.message, new RegExp(field), JSON.stringify(answer.body))
    }
    // The rule spanning two fields holds against the stored record too.
    if (!original.grading_service) {
      const answer = await call(collectorPath(product.id), { method: "POST", body: { certificate_number: "123" } })
      assert.equal(answer.status, 400)
      assert.match(answer.body.message, /grading_service/)
    }
    assert.deepEqual(recordOf((await call(collectorPath(product.id))).body.collector_item), original)
  })

  test("answer 404 for an unknown product", async () => {
    assert.equal((await call(collectorPath("prod_unknown"), { method: "POST", body: { grade: "VF" } })).status, 404)
  })

  test("store a valid edit, which the shop shows within seconds", async () => {
    const edit = {
      grade: "au 58",
      grading_service: "NGC",
      certificate_number: "6543210-007",
      weight_grams: 7.99,
      is_featured: true,
    }
    const { status, body } = await call(collectorPath(product.id), { method: "POST", body: edit })
    assert.equal(status, 200, JSON.stringify(body))
    assert.deepEqual(recordOf(body.collector_item), { ...original, ...edit, grade: "AU-58" })

    const detailTook = await eventually(async () => {
      const detail = await shop(`/api/products/${product.handle}`)
      assert.equal(detail.quality, "AU-58")
      assert.equal(detail.isFeatured, true)
      assert.equal(detail.gradingService, "NGC")
      assert.equal(detail.certificateNumber, "6543210-007")
      assert.equal(detail.weightGrams, 7.99)
    })
    assert.ok(detailTook < 5000, `the product page took ${detailTook} ms`)
    await eventually(async () => {
      const { products } = await shop(`/api/products?quality=AU-58`)
      assert.ok(products.some((p) => p.id === product.id && p.quality === "AU-58" && p.isFeatured))
    })
    // The home page's lists are kept a few seconds in the shop server's memory.
    await eventually(async () => {
      const featured = await shop("/api/featured-products")
      assert.ok(
        featured.some((p) => p.id === product.id && p.quality === "AU-58"),
        "not in the featured list yet"
      )
    })

    const restored = await call(collectorPath(product.id), { method: "POST", body: original })
    assert.deepEqual(recordOf(restored.body.collector_item), original)
    await eventually(async () => {
      const featured = await shop("/api/featured-products")
      assert.ok(!featured.some((p) => p.id === product.id), "still in the featured list")
    })
  })

  test("swap the obverse and the reverse, in the shop too", async () => {
    const before = await shop(`/api/products/${product.handle}`)
    const swapped = await call(`${collectorPath(product.id)}/swap-faces`, { method: "POST" })
    try {
      assert.equal(swapped.status, 200, JSON.stringify(swapped.body))
      assert.equal(swapped.body.faces.obverse.id, product.images.find((i) => i.rank === 1).id)
      await eventually(async () => {
        const after = await shop(`/api/products/${product.handle}`)
        assert.equal(after.frontImageUrl, before.backImageUrl)
        assert.equal(after.backImageUrl, before.frontImageUrl)
      }, 5)
    } finally {
      const back = await call(`${collectorPath(product.id)}/swap-faces`, { method: "POST" })
      assert.equal(back.body.faces.obverse.id, product.images.find((i) => i.rank === 0).id)
    }
  })

  test("give a product without collector data its first record", async () => {
    // A draft outside every sales channel: the shop never lists it.
    const { product: bare } = await admin("/admin/products", {
      method: "POST",
      body: JSON.stringify({
        title: `Unsorted lot ${Date.now()}`,
        status: "draft",
        options: [{ title: "Piece", values: ["As pictured"] }],
        variants: [{ title: "As pictured", options: { Piece: "As pictured" }, prices: [{ amount: 12, currency_code: "eur" }] }],
      }),
    })
    try {
      assert.equal((await call(collectorPath(bare.id))).body.collector_item, null)
      const swap = await call(`${collectorPath(bare.id)}/swap-faces`, { method: "POST" })
      assert.equal(swap.status, 400)
      assert.match(swap.body.message, /obverse and a reverse/)
      const created = await call(collectorPath(bare.id), {
        method: "POST",
        body: { country: "FR", grade: "ttb", diameter_mm: 21 },
      })
      assert.equal(created.status, 200, JSON.stringify(created.body))
      assert.deepEqual(
        { country: created.body.collector_item.country, grade: created.body.collector_item.grade, is_featured: false },
        { country: "FR", grade: "TTB", is_featured: false }
      )
      const { product: linked } = await admin(`/admin/products/${bare.id}?fields=id,*collector_item`)
      assert.equal(linked.collector_item.id, created.body.collector_item.id)
    } finally {
      await admin(`/admin/products/${bare.id}`, { method: "DELETE" })
    }
  })
})
