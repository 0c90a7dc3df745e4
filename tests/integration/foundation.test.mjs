// What the foundation promises, checked against the real, freshly seeded Medusa.
import assert from "node:assert/strict"
import { describe, test } from "node:test"
import { admin, MEDUSA_URL } from "./medusa.mjs"

const CATEGORY_NAMES = ["Ancient Coins", "Modern Coins", "Banknotes", "Medals & Tokens", "Bullion"]

describe("the demo catalogue", async () => {
  const { products, count } = await admin(
    "/admin/products?limit=500&fields=id,title,handle,status,material,*images,*categories,*variants,*variants.prices,*collector_item"
  )

  test("holds at least 120 published items in the five categories", async () => {
    assert.ok(count >= 120, `only ${count} products`)
    assert.ok(products.every((p) => p.status === "published"))
    const { product_categories } = await admin("/admin/product-categories?limit=50")
    assert.deepEqual(product_categories.map((c) => c.name).sort(), [...CATEGORY_NAMES].sort())
    for (const name of CATEGORY_NAMES) {
      assert.ok(
        products.some((p) => p.categories.some((c) => c.name === name)),
        `${name} has no items`
      )
    }
  })

  test("gives every item its collector record, with a dozen featured and a dozen new", () => {
    assert.ok(products.every((p) => p.collector_item?.grade && p.collector_item?.country))
    assert.equal(products.filter((p) => p.collector_item.is_featured).length, 12)
    assert.equal(products.filter((p) => p.collector_item.is_new).length, 12)
  })

  test("prices them in euros from a few euros to several thousand", () => {
    const prices = products.map((p) => p.variants[0].prices.find((x) => x.currency_code === "eur").amount)
    assert.ok(Math.min(...prices) < 20, `cheapest is ${Math.min(...prices)}`)
    assert.ok(Math.max(...prices) > 2000, `dearest is ${Math.max(...prices)}`)
  })

  test("stocks most items as unique pieces", async () => {
    assert.ok(products.every((p) => p.variants[0].manage_inventory))
    const { inventory_items } = await admin("/admin/inventory-items?limit=500&fields=id,stocked_quantity")
    assert.equal(inventory_items.length, products.length)
    const unique = inventory_items.filter((i) => i.stocked_quantity === 1)
    assert.ok(unique.length > products.length / 2, `${unique.length} of ${products.length} are unique`)
  })

  test("shows an obverse and a reverse image for every item, stored by Medusa's file module", async () => {
    assert.ok(products.every((p) => p.images.length === 2))
    const sample = products[0].images.map((i) => i.url)
    const [front, back] = await Promise.all(sample.map((url) => fetch(url)))
    for (const response of [front, back]) {
      assert.equal(response.status, 200)
      assert.match(response.headers.get("content-type"), /image\/svg\+xml/)
    }
    assert.notEqual(await front.text(), await back.text())
  })
})

describe("the demo orders", async () => {
  const { orders } = await admin(
    "/admin/orders?limit=100&fields=id,email,status,payment_status,fulfillment_status,metadata,total,currency_code"
  )

  test("are about a dozen, placed through cart completion, in euros", () => {
    assert.ok(orders.length >= 12)
    assert.ok(orders.every((o) => o.currency_code === "eur" && o.total > 0))
  })

  test("are left in every state the dashboard shows", () => {
    const awaiting = orders.filter((o) => o.payment_status === "authorized" && !o.metadata?.shop_processing)
    const processing = orders.filter((o) => o.metadata?.shop_processing)
    const paid = orders.filter((o) => o.payment_status === "captured" && o.fulfillment_status === "not_fulfilled")
    const shipped = orders.filter((o) => o.fulfillment_status === "shipped")
    const delivered = orders.filter((o) => o.fulfillment_status === "delivered")
    for (const [state, list] of Object.entries({ awaiting, processing, paid, shipped, delivered })) {
      assert.ok(list.length > 0, `no order is ${state}`)
    }
  })
})

describe("the store setup", () => {
  test("an EUR region for the EU and one for the rest of the world, prices tax-inclusive, with bank transfer", async () => {
    const { regions } = await admin("/admin/regions?fields=*countries,*payment_providers,name,currency_code")
    assert.equal(regions.length, 2)
    for (const region of regions) {
      assert.equal(region.currency_code, "eur")
      assert.ok(region.payment_providers.some((p) => p.id === "pp_system_default"))
    }
    assert.ok(
      regions.some((region) => region.countries.length >= 27),
      "the EU region holds every member state"
    )
    const { price_preferences } = await admin("/admin/price-preferences?attribute=currency_code&value=eur")
    assert.equal(price_preferences[0]?.is_tax_inclusive, true)
  })

  test("an insured shipping option", async () => {
    const { shipping_options } = await admin("/admin/shipping-options")
    assert.ok(shipping_options.some((o) => /insured/i.test(o.name)))
  })
})

test("the back office is served at /app", async () => {
  const response = await fetch(`${MEDUSA_URL}/app`)
  assert.equal(response.status, 200)
  assert.match(await response.text(), /<div id="medusa"|<html/i)
})
