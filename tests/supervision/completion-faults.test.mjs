// A checkout's completion cut off at each of its points, as a crash or a power cut would cut it
// (docs/decisions/238): Medusa kills itself at the point a file names (commerce's fault.ts), the
// shop's supervisor restarts it, and the shopper's retry must finish what was started: one
// order, its piece reserved once and off sale, its payment authorised, its dashboard row, one
// confirmation. Runs its own shop (`npm start`), on SUPERVISION_DATA_DIR when set.
import assert from "node:assert/strict"
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { after, before, test } from "node:test"
import pg from "pg"
import { count, openCheckout, ORDERS, post, postRetrying, RESERVATIONS, startShop, timed, waitUntil } from "./shop-process.mjs"

const ownDataDir = !process.env.SUPERVISION_DATA_DIR
const dataDir = process.env.SUPERVISION_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "shop-faults-"))
const faultDir = mkdtempSync(path.join(tmpdir(), "shop-fault-"))
const faultFile = path.join(faultDir, "point")

// In the order a completion passes them. Five kills stay within the supervisor's patience.
const POINTS = [
  ["validating", "before Medusa creates the order"],
  ["reserved", "once the order is linked and its piece reserved, before the payment is authorised"],
  ["authorised", "once the payment is authorised, before the dashboard row is written"],
  ["completed", "after Medusa's completion, before the shop's rows and announcement"],
  ["finished", "after the shop's rows, before the completion's events go out"],
]

let shop
let database
before(async () => {
  // Each test opens a checkout and completes it three times: more than a shopper's limit a minute.
  shop = await startShop(dataDir, undefined, { SHOP_FAULT_FILE: faultFile, CHECKOUT_RATE_LIMIT: "1000" })
  database = new pg.Client({ connectionString: shop.databaseUrl() })
  await database.connect()
})

after(async () => {
  await database?.end()
  if (shop?.npm.exitCode === null) {
    shop.npm.kill("SIGTERM")
    await shop.exited
  }
  rmSync(faultDir, { recursive: true, force: true })
  if (ownDataDir) rmSync(dataDir, { recursive: true, force: true })
})

const listing = async () => (await timed(`${shop.shopUrl}/api/products?limit=100&sort=price_asc`)).body.products
const stockOf = async (productId) => (await listing()).find((p) => p.id === productId)?.stock
const ready = async () => (await timed(`${shop.shopUrl}/health/ready`)).status === 200
const one = (sql, params) => count(database, sql, params)

const taken = new Set()
for (const [point, when] of POINTS) {
  test(`Medusa killed ${when}: a retry finishes one whole order`, async () => {
    const product = (await listing()).find((p) => p.stock === 1 && !taken.has(p.id))
    assert.ok(product, "a unique piece on sale")
    taken.add(product.id)
    const since = new Date()
    const id = await openCheckout(shop.shopUrl, product, {
      firstName: "Ines",
      lastName: "Fault",
      email: `ines.${point}@example.com`,
    })

    const medusa = shop.pids().medusa
    writeFileSync(faultFile, point)
    const first = await post(shop.shopUrl, `/api/checkout/${id}/complete`, {})
    assert.equal(existsSync(faultFile), false, `the completion reached ${point}`)
    assert.notEqual(first.status, 200, "Medusa died before answering")
    await waitUntil(async () => shop.pids().medusa !== medusa && (await ready()), 120_000, "Medusa restarted")

    const retry = await postRetrying(shop.shopUrl, `/api/checkout/${id}/complete`, {})
    assert.equal(retry.status, 200, JSON.stringify(retry.body))
    const orderId = retry.body.orderId
    const again = await postRetrying(shop.shopUrl, `/api/checkout/${id}/complete`, {})
    assert.equal(again.body.orderId, orderId, "asked again, the same order")

    assert.equal(await one(ORDERS, [product.id, since]), 1, "one order")
    assert.equal(await one(RESERVATIONS, [product.id, since]), 1, "its piece reserved once")
    const payments =
      "select count(*) as n from payment p join order_payment_collection opc on opc.payment_collection_id = p.payment_collection_id where opc.order_id = $1 and p.deleted_at is null"
    assert.equal(await one(payments, [orderId]), 1, "its payment authorised")
    assert.equal(await one("select count(*) as n from shop_order_row where id = $1", [orderId]), 1, "its dashboard row")
    assert.equal(await stockOf(product.id), 0, "the piece is off sale in the listing")
    const confirmations = "select count(*) as n from notification where idempotency_key = $1"
    await waitUntil(async () => (await one(confirmations, [`order-placed:${orderId}`])) === 1, 30_000, "one confirmation")
  })
}
