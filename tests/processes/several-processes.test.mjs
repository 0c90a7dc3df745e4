// The shop as on several machines (`npm start -- --processes`): one Medusa worker, two Medusa
// servers, two shop servers, all on Redis. Concurrent staff actions on one order are spread over
// both shop servers, and so over both Medusa servers: only the workflows' Redis lock can hold them off.
import assert from "node:assert/strict"
import { before, test } from "node:test"
import { admin, environmentOf, mailsTo, MEDUSAS, pids, placeOrder, SHOPS, shop, signInStaff, stockOf } from "./cluster.mjs"

const PARALLEL = 12
const ROUNDS = 3

// Staff signed in on each shop server; each request uses the session of either, on either.
let sessions
let products

before(async () => {
  sessions = [await signInStaff(SHOPS[0]), await signInStaff(SHOPS[1])]
  const listing = await shop(SHOPS[0], "/api/products?limit=100&sort=price_asc")
  products = listing.body.products.filter((product) => product.stock >= 1)
  assert.ok(products.length >= ROUNDS + 1, "the seeded shop has pieces left to buy")
})

const fresh = (name) => `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`

/** PARALLEL identical requests at once: request i goes to shop server i % 2 with the session made on the other every other time. */
async function race(route, method, body) {
  return Promise.all(
    Array.from({ length: PARALLEL }, (_, i) =>
      shop(SHOPS[i % 2], route, { method, body, cookie: sessions[Math.floor(i / 2) % 2] })
    )
  )
}

function exactlyOne(answers, conflictMessage) {
  const summary = JSON.stringify(answers.map((a) => [a.status, a.body?.message ?? a.body?.status]))
  const ok = answers.filter((a) => a.status === 200)
  const conflicts = answers.filter((a) => a.status === 409)
  assert.equal(ok.length, 1, `exactly one request succeeds: ${summary}`)
  assert.equal(conflicts.length, answers.length - 1, `every other request is a conflict: ${summary}`)
  for (const conflict of conflicts) assert.match(conflict.body.message, conflictMessage)
  return ok[0].body
}

async function inMedusa(orderId) {
  const fields = [
    "total",
    "summary.*",
    "payment_status",
    "fulfillment_status",
    "fulfillments.*",
    "fulfillments.labels.*",
    "payment_collections.payments.captures.id",
  ].join(",")
  const { order } = await admin(`/admin/orders/${orderId}?fields=${fields}`)
  const live = order.fulfillments.filter((f) => !f.canceled_at)
  return {
    total: Number(order.total),
    pendingDifference: Number(order.summary?.pending_difference ?? 0),
    paymentStatus: order.payment_status,
    captures: order.payment_collections.flatMap((c) => c.payments).flatMap((p) => p.captures ?? []).length,
    fulfillments: live.map((f) => ({
      shipped: Boolean(f.shipped_at),
      delivered: Boolean(f.delivered_at),
      trackingNumbers: (f.labels ?? []).map((label) => label.tracking_number),
    })),
  }
}

test("Medusa runs as one worker and two servers, and each shop server calls its own Medusa server", async () => {
  const running = pids()
  for (const name of ["medusa-worker", "medusa-server-1", "medusa-server-2", "shop-1", "shop-2"]) {
    assert.ok(running[name], `${name} runs`)
  }
  assert.equal(environmentOf(running["medusa-worker"], "MEDUSA_WORKER_MODE"), "worker")
  assert.equal(environmentOf(running["medusa-server-1"], "MEDUSA_WORKER_MODE"), "server")
  assert.equal(environmentOf(running["medusa-server-2"], "MEDUSA_WORKER_MODE"), "server")
  assert.equal(environmentOf(running["shop-1"], "MEDUSA_URL"), MEDUSAS[0])
  assert.equal(environmentOf(running["shop-2"], "MEDUSA_URL"), MEDUSAS[1])
  assert.notEqual(MEDUSAS[0], MEDUSAS[1])
  for (const base of SHOPS) assert.equal((await shop(base, "/health/ready")).status, 200, `${base} is ready`)
})

test("a session made on one shop server is valid on the other (sessions live in Redis)", async () => {
  for (const [i, session] of sessions.entries()) {
    const other = SHOPS[1 - i]
    const user = await shop(other, "/api/auth/user", { cookie: session })
    assert.equal(user.body?.isAdmin, true, `the session made on ${SHOPS[i]} is known to ${other}`)
  }
})

test("the order confirmation is sent by the worker: none while it is frozen, sent once it runs again", async () => {
  const worker = pids()["medusa-worker"]
  const email = fresh("worker")
  process.kill(worker, "SIGSTOP")
  try {
    const placed = await placeOrder(SHOPS[1], products.pop(), email)
    assert.match(placed.orderNumber, /^#ORD-/)
    // The servers only queue the order.placed event; with the worker stopped, no one sends.
    await new Promise((resolve) => setTimeout(resolve, 5_000))
    assert.deepEqual(await mailsTo(email), [], "no server sent the confirmation")
  } finally {
    process.kill(worker, "SIGCONT")
  }
  const deadline = Date.now() + 60_000
  let mails = []
  while (mails.length === 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500))
    mails = await mailsTo(email)
  }
  assert.equal(mails.length, 1, "the worker sent the confirmation once")
  assert.match(mails[0].subject, /Your order/)
})

test("each transition and each bank-payment record, raced over both shop and both Medusa servers, happens once", async () => {
  for (let round = 0; round < ROUNDS; round++) {
    const product = products.pop()
    const placed = await placeOrder(SHOPS[round % 2], product, fresh(`race${round}`))
    const id = placed.orderId
    const placedStock = await stockOf(product.id)
    const placedTotal = (await inMedusa(id)).total

    const processing = exactlyOne(
      await race(`/api/orders/${id}/status`, "PUT", { status: "processing" }),
      /is processing; it cannot be changed to processing/
    )
    assert.equal(processing.status, "processing")

    const payment = { amount: placed.totalAmount, receivedAt: "2026-11-20", bankReference: `TRANSFER ${round}` }
    const recorded = exactlyOne(await race(`/api/orders/${id}/bank-payments`, "POST", payment), /paid|recorded/)
    assert.equal(recorded.paid, true)
    assert.equal(recorded.payments.length, 1, "the transfer is recorded once")
    const paid = await inMedusa(id)
    assert.equal(paid.captures, 1, "the payment is captured once")
    assert.equal(paid.paymentStatus, "captured")

    const tracking = `RR12345678${round}LU`
    const shipped = exactlyOne(
      await race(`/api/orders/${id}/status`, "PUT", { status: "shipped", trackingNumber: tracking, carrier: "POST" }),
      /is shipped; it cannot be changed to shipped/
    )
    assert.equal(shipped.status, "shipped")
    const afterShipping = await inMedusa(id)
    assert.deepEqual(afterShipping.fulfillments, [{ shipped: true, delivered: false, trackingNumbers: [tracking] }])
    const shippedStock = await stockOf(product.id)
    assert.equal(shippedStock.stocked, placedStock.stocked - 1, "the piece leaves the stock once")
    assert.equal(shippedStock.reserved, placedStock.reserved - 1, "its reservation is used once")
    assert.equal(afterShipping.total, placedTotal, "the order's total does not change")
    assert.equal(afterShipping.pendingDifference, 0, "nothing is owed or to be refunded")
    assert.equal(afterShipping.captures, 1)

    const delivered = exactlyOne(
      await race(`/api/orders/${id}/status`, "PUT", { status: "delivered" }),
      /is delivered; it cannot be changed to delivered/
    )
    assert.equal(delivered.status, "delivered")
    const afterDelivery = await inMedusa(id)
    assert.deepEqual(afterDelivery.fulfillments, [{ shipped: true, delivered: true, trackingNumbers: [tracking] }])
    assert.deepEqual(await stockOf(product.id), shippedStock)
    assert.equal(afterDelivery.total, placedTotal)
  }
})
