// Runs `npm start` on a data folder of its own, as a dealer or a process manager
// would, and finds the processes of that shop by pid and process tree only.
import { spawn } from "node:child_process"
import { readFileSync } from "node:fs"
import path from "node:path"
import { ROOT } from "../../scripts/lib/paths.mjs"
import { loadSecrets } from "../../scripts/lib/secrets.mjs"

// A first start migrates and seeds: minutes, many more on a machine shared with other work;
// on a data folder already seeded (as `npm test` passes), seconds.
export async function startShop(dataDir, timeoutMs = 1_200_000, settings = {}) {
  const env = { ...process.env, SHOP_DATA_DIR: dataDir }
  // This shop keeps its own embedded PostgreSQL (the tests kill it) and ports, and the shop's
  // default timeout and limits, whatever a test run set for its other suites.
  for (const name of [
    "DATABASE_URL",
    "REDIS_URL",
    "PORT",
    "MEDUSA_PORT",
    "EMBEDDED_PG_PORT",
    "MEDUSA_TIMEOUT_MS",
    "CHECKOUT_RATE_LIMIT",
  ])
    delete env[name]
  // What a test sets on purpose for its own shop.
  Object.assign(env, settings)
  const npm = spawn("npm", ["start"], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] })
  let output = ""
  const keep = (chunk) => (output += chunk)
  npm.stdout.on("data", keep)
  npm.stderr.on("data", keep)
  const exited = new Promise((resolve) => npm.on("exit", (code, signal) => resolve({ code, signal })))
  const deadline = Date.now() + timeoutMs
  while (!/The shop is up/.test(output)) {
    if (npm.exitCode !== null || Date.now() > deadline) {
      npm.kill("SIGTERM")
      await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000))])
      throw new Error(`npm start did not bring the shop up:\n${output.slice(-4000)}`)
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  const shopUrl = output.match(/Shop\s+(http:\/\/\S+)/)[1]
  return {
    npm,
    exited,
    shopUrl,
    output: () => output,
    /** The current pid of each supervised part, as the supervisor records it. */
    pids: () => JSON.parse(readFileSync(path.join(dataDir, "run", "processes.json"), "utf8")).services,
    /** The shop's database on this shop's own PostgreSQL, whose port its command line names. */
    databaseUrl() {
      const postgres = readFileSync(`/proc/${this.pids().postgres}/cmdline`, "utf8").split("\0")
      const port = postgres[postgres.indexOf("-p") + 1]
      const password = encodeURIComponent(loadSecrets(dataDir).databasePassword)
      return `postgres://postgres:${password}@127.0.0.1:${port}/shop`
    },
  }
}

/** Polls until check() is truthy, or fails after timeoutMs with what was last seen. */
export async function waitUntil(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs
  let last
  for (;;) {
    try {
      last = await check()
      if (last) return last
    } catch (error) {
      last = error
    }
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s (last: ${last})`)
    await new Promise((r) => setTimeout(r, 250))
  }
}

/** A request timed from the caller's side; a hung request ends at 30 s and counts as a failure. */
export async function timed(url, init = {}) {
  const started = Date.now()
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) })
    const text = await response.text()
    let body
    try {
      body = JSON.parse(text)
    } catch {
      body = text
    }
    return { url, at: started, status: response.status, body, ms: Date.now() - started }
  } catch (error) {
    return { url, at: started, status: 0, body: String(error), ms: Date.now() - started }
  }
}

/** A state-changing call as the storefront makes it: same origin, JSON. */
export function post(shopUrl, route, body) {
  return timed(`${shopUrl}${route}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: shopUrl },
    body: JSON.stringify(body),
  })
}

// A 503 says "try again in a moment": on a machine shared with other work, a healthy
// Medusa may take longer than the shop server waits for it.
export async function postRetrying(shopUrl, route, body, tries = 5) {
  for (let attempt = 1; ; attempt++) {
    const answer = await post(shopUrl, route, body)
    if (answer.status !== 503 || attempt === tries) return answer
    await new Promise((r) => setTimeout(r, 2000))
  }
}

/** A bank-transfer checkout of one piece up to its completion, as a shopper goes through it. */
export async function openCheckout(shopUrl, product, shopper) {
  const request = { items: [{ productId: product.id, quantity: 1, price: product.finalPrice }], amount: product.finalPrice }
  const start = await postRetrying(shopUrl, "/api/create-payment-intent", { ...request, method: "bank_transfer" })
  if (start.status !== 200) throw new Error(`start: ${start.status} ${JSON.stringify(start.body)}`)
  const id = start.body.checkoutId
  const address = { address1: "1 Rue des Monnaies", postalCode: "1111", city: "Luxembourg", countryCode: "lu" }
  const shipping = await postRetrying(shopUrl, `/api/checkout/${id}/shipping`, { address })
  if (shipping.status !== 200) throw new Error(`shipping: ${shipping.status} ${JSON.stringify(shipping.body)}`)
  const customer = await postRetrying(shopUrl, `/api/checkout/${id}/customer`, shopper)
  if (customer.status !== 204) throw new Error(`customer: ${customer.status} ${JSON.stringify(customer.body)}`)
  return id
}

/** Orders of a product placed since a moment (not deleted). */
export const ORDERS =
  'select count(distinct o.id) as n from "order" o join order_item oi on oi.order_id = o.id join order_line_item li on li.id = oi.item_id where li.product_id = $1 and o.created_at >= $2 and o.deleted_at is null'
/** Reservations of a product's stock made since a moment (not deleted). */
export const RESERVATIONS =
  "select count(*) as n from reservation_item r join product_variant_inventory_item l on l.inventory_item_id = r.inventory_item_id join product_variant v on v.id = l.variant_id where v.product_id = $1 and r.created_at >= $2 and r.deleted_at is null"

export async function count(database, sql, params) {
  return Number((await database.query(sql, params)).rows[0].n)
}
