// The shop keeps running when a part of it dies (`npm start` supervises its parts),
// answers within bounded time while a part is down, and stops completely on SIGTERM.
// It runs its own shop (`npm start`), since it kills things: on SUPERVISION_DATA_DIR when set
// (`npm test` passes its run's data folder, seeded and used by the other suites, and removes it
// afterwards), else on a throwaway data folder of its own.
import assert from "node:assert/strict"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { after, before, test } from "node:test"
import pg from "pg"
import { processTree, stillRunning } from "../../scripts/lib/process-tree.mjs"
import {
  count as countRows,
  openCheckout,
  ORDERS,
  post as postTo,
  postRetrying as postRetryingTo,
  RESERVATIONS,
  startShop,
  timed,
  waitUntil,
} from "./shop-process.mjs"

const ownDataDir = !process.env.SUPERVISION_DATA_DIR
const dataDir = process.env.SUPERVISION_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "shop-supervision-"))
let shop

before(async () => {
  shop = await startShop(dataDir)
})

after(async () => {
  // What the supervisor said (crashes, restarts, giving up), to read when a test failed.
  if (shop)
    console.log(
      shop
        .output()
        .split("\n")
        .filter((line) => line.startsWith("» ") || line.includes("The shop is up"))
        .join("\n")
    )
  // Whatever a failed test left behind, by process tree only.
  if (shop?.npm.exitCode === null) for (const process_ of processTree(shop.npm.pid).reverse()) tryKill(process_.pid, "SIGKILL")
  if (ownDataDir) rmSync(dataDir, { recursive: true, force: true })
})

const ready = async () => (await timed(`${shop.shopUrl}/health/ready`)).status === 200
const catalogueAnswers = async () => (await timed(`${shop.shopUrl}/api/products?limit=1`)).status === 200
/** The part runs as a new process and the shop answers again. */
const restarted = (name, killedPid) => async () =>
  shop.pids()[name] !== killedPid && (await ready()) && (await catalogueAnswers())

test("each part killed in turn is restarted, and the shop answers again within 60 s", async () => {
  for (const name of ["shop", "medusa", "postgres"]) {
    const before = shop.pids()[name]
    process.kill(before, "SIGKILL")
    const started = Date.now()
    // Right after the kill the old process may still seem to answer (PostgreSQL's backends
    // outlive their postmaster for a moment): the shop counts as back once the part runs anew.
    await waitUntil(restarted(name, before), 60_000, `the shop after ${name} was killed`)
    assert.match(shop.output(), new RegExp(`${name} stopped unexpectedly \\(signal SIGKILL\\); restarting it`))
    console.log(`  ${name} killed: the shop answered again after ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
})

test("while PostgreSQL is killed or hangs, catalogue, sign-in and readiness answer within bounds, then recover", async () => {
  const shopper = { firstName: "Ada", lastName: "Brook", email: `ada.${process.pid}@example.com`, password: "coins-and-medals" }
  const registered = await post("/api/auth/register", shopper)
  // Registration answers alike whether or not the address had an account (docs/decisions/131).
  assert.equal(registered.status, 202, JSON.stringify(registered.body))

  const callers = { medusa: shop.pids().medusa, shop: shop.pids().shop }
  const answers = []
  const signIns = []
  let running = true
  const loop = (async () => {
    let round = 0
    while (running) {
      // Sign-in is limited to 30 a minute per address: one in every third round. It does not hold
      // the round up, so the catalogue and readiness are asked every half second or so.
      if (round++ % 3 === 0) {
        signIns.push(post("/api/auth/sign-in", { email: shopper.email, password: shopper.password }).then((a) => answers.push(a)))
      }
      answers.push(
        ...(await Promise.all([
          timed(`${shop.shopUrl}/api/products?limit=5&search=coin${round}`),
          timed(`${shop.shopUrl}/health/ready`),
        ]))
      )
      await new Promise((r) => setTimeout(r, 500))
    }
  })()

  await new Promise((r) => setTimeout(r, 2000))
  // A crash: the supervisor restarts PostgreSQL.
  const killed = shop.pids().postgres
  process.kill(killed, "SIGKILL")
  await waitUntil(restarted("postgres", killed), 60_000, "readiness after PostgreSQL was killed")
  // A database that hangs without dying: every process of it is frozen for 10 s.
  const frozen = processTree(shop.pids().postgres)
  for (const process_ of frozen) process.kill(process_.pid, "SIGSTOP")
  const frozenAt = Date.now()
  await new Promise((r) => setTimeout(r, 10_000))
  for (const process_ of frozen) process.kill(process_.pid, "SIGCONT")
  const thawedAt = Date.now()
  await waitUntil(async () => (await ready()) && (await catalogueAnswers()), 60_000, "the shop after PostgreSQL hung")
  running = false
  await loop
  await Promise.all(signIns)

  const slow = answers.filter((a) => a.ms >= (a.url.endsWith("/health/ready") ? 2500 : 5000))
  assert.deepEqual(slow, [], "every answer came within 5 s (readiness within 2 s)")
  const failed = answers.filter((a) => ![200, 401, 503].includes(a.status))
  assert.deepEqual(failed, [], "every answer was a success or a 503")
  const unavailable = answers.filter((a) => a.status === 503 && !a.url.endsWith("/health/ready"))
  for (const answer of unavailable) assert.match(answer.body.message, /try again/i)
  // The requests sent while the database hung (an answer to one of them may come after the thaw).
  const whileFrozen = answers.filter((a) => a.at >= frozenAt && a.at < thawedAt)
  assert.ok(
    whileFrozen.some((a) => a.url.endsWith("/health/ready") && a.status === 503),
    "readiness failed while the database hung"
  )
  assert.ok(
    whileFrozen.some((a) => a.url.includes("/api/products") && a.status === 503),
    "the catalogue answered 503 while the database hung"
  )
  const signedIn = await post("/api/auth/sign-in", { email: shopper.email, password: shopper.password })
  assert.equal(signedIn.status, 200, "sign-in works again")
  const { medusa, shop: shopServer } = shop.pids()
  assert.deepEqual({ medusa, shop: shopServer }, callers, "Medusa and the shop server reconnected without a restart")
})

test("a checkout whose Medusa is killed during complete leaves no half order, and its retries make one order", async () => {
  const products = (await timed(`${shop.shopUrl}/api/products?limit=100&sort=price_asc`)).body.products
  const product = products.find((p) => p.stock >= 1)
  // The data may hold earlier orders of this piece: only what this checkout made counts.
  const since = new Date()
  const id = await openCheckout(shop.shopUrl, product, { firstName: "Cleo", lastName: "Mint", email: "cleo@example.com" })

  const completing = post(`/api/checkout/${id}/complete`, {})
  await new Promise((r) => setTimeout(r, 150))
  process.kill(shop.pids().medusa, "SIGKILL")
  const first = await completing
  assert.ok([200, 503].includes(first.status), `the interrupted complete answered ${first.status}`)

  const database = new pg.Client({ connectionString: shop.databaseUrl() })
  await database.connect()
  try {
    const orders = await count(database, product.id, since, ORDERS)
    const reservations = await count(database, product.id, since, RESERVATIONS)
    if (first.status === 503) assert.ok(orders === 0 ? reservations === 0 : orders === 1, "no half order")
    else assert.equal(orders, 1)

    await waitUntil(ready, 60_000, "Medusa back after it was killed")
    // As a shopper would: again until it goes through (a loaded machine may answer 503 once more).
    const retry = await postRetrying(`/api/checkout/${id}/complete`, {})
    assert.equal(retry.status, 200, JSON.stringify(retry.body))
    const again = await postRetrying(`/api/checkout/${id}/complete`, {})
    assert.equal(again.status, 200)
    assert.equal(again.body.orderId, retry.body.orderId, "a second retry answers the same order")
    if (first.status === 200) assert.equal(retry.body.orderId, first.body.orderId)
    assert.equal(await count(database, product.id, since, ORDERS), 1, "exactly one order")
  } finally {
    await database.end()
  }
})

test("SIGTERM to `npm start` stops every process of the shop within 15 s, leaving none", async () => {
  const tree = processTree(shop.npm.pid)
  assert.ok(tree.length >= 5, `npm, the supervisor, PostgreSQL, Medusa and the shop server run: ${tree.map((p) => p.cmdline)}`)
  const sent = Date.now()
  shop.npm.kill("SIGTERM")
  const { code } = await shop.exited
  while (tree.some(stillRunning) && Date.now() - sent < 15_000) await new Promise((r) => setTimeout(r, 100))
  const left = tree.filter(stillRunning).map((p) => `${p.pid} ${p.cmdline}`)
  assert.deepEqual(left, [], "no process of the shop is left after 15 s")
  console.log(`  every process of the shop ended ${Date.now() - sent} ms after SIGTERM`)
  assert.equal(code, 0)
})

const count = (database, productId, since, sql) => countRows(database, sql, [productId, since])
const post = (route, body) => postTo(shop.shopUrl, route, body)
const postRetrying = (route, body) => postRetryingTo(shop.shopUrl, route, body)

function tryKill(pid, signal) {
  try {
    process.kill(pid, signal)
  } catch {
    // already gone
  }
}
