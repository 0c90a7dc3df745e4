// The staff dashboard at scale: the summary and pages of GET /api/orders (first, deep,
// filtered, searched four ways), each driven by one client, beside the full order list the shop
// server used to read (every order from Medusa's GET /admin/orders, 100 at a time, up to
// the 20,000 it stopped at), measured in the same run.
import { loadavg } from "node:os"
import { drive } from "./drive.mjs"

// What the dashboard's full list asked Medusa for, page after page (until issue #12).
const FULL_LIST_FIELDS = [
  "id,email,status,payment_status,fulfillment_status,metadata,total,currency_code,created_at",
  "customer.first_name,customer.last_name,customer.email,shipping_address.first_name,shipping_address.last_name",
  "items.id,items.title,items.product_title,items.quantity,items.detail.fulfilled_quantity,items.detail.shipped_quantity",
  "fulfillments.id,fulfillments.shipped_at,fulfillments.delivered_at,fulfillments.canceled_at,fulfillments.metadata",
  "fulfillments.labels.tracking_number,fulfillments.items.line_item_id,fulfillments.items.quantity",
].join(",")
const FULL_LIST_PAGE = 100
const FULL_LIST_CAP = 20_000
const STATUSES = ["pending", "processing", "paid", "shipped", "delivered", "canceled", "awaiting-payment"]

async function signIn(shopUrl, email, password) {
  const response = await fetch(`${shopUrl}/api/auth/sign-in`, {
    method: "POST",
    headers: { origin: shopUrl, "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) throw new Error(`Staff sign-in at the shop failed: ${response.status}`)
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("shop_session="))
  return cookie.split(";")[0]
}

async function medusaToken(medusaUrl, email, password) {
  const response = await fetch(`${medusaUrl}/auth/user/emailpass`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) throw new Error(`Staff sign-in at Medusa failed: ${response.status}`)
  return (await response.json()).token
}

/** The old full list, timed end to end: the reference. */
async function fullList(medusaUrl, token) {
  const started = performance.now()
  let read = 0
  for (let offset = 0; offset < FULL_LIST_CAP; offset += FULL_LIST_PAGE) {
    const query = `fields=${encodeURIComponent(FULL_LIST_FIELDS)}&order=-created_at&limit=${FULL_LIST_PAGE}&offset=${offset}`
    const response = await fetch(`${medusaUrl}/admin/orders?${query}`, { headers: { authorization: `Bearer ${token}` } })
    if (!response.ok) throw new Error(`GET /admin/orders answered ${response.status}`)
    const page = await response.json()
    read += page.orders.length
    if (page.orders.length < FULL_LIST_PAGE || read >= page.count) break
  }
  return { ms: performance.now() - started, read }
}

/**
 * The search box, four ways: an order number (one order), a customer's e-mail (the copies
 * carry `+<k>` in theirs: a few orders), a surname (a fifth of the shop: the demo shop has
 * five customers) and a broad term every order's e-mail contains.
 */
function searches(sample, requests, headers) {
  const numbered = sample.filter((o) => /^[a-z0-9]{6}$/i.test(o.id.slice(-6)))
  const broad = ["example", "example.com", "@example"]
  const by = (kind, pick) => [
    `shop GET /api/orders (search: ${kind})`,
    Array.from({ length: requests }, (_, i) => ({
      method: "GET",
      path: `/api/orders?search=${encodeURIComponent(pick(i))}`,
      headers,
    })),
  ]
  return Object.fromEntries([
    by("order number", (i) => `ORD-${numbered[i % numbered.length].id.slice(-6).toUpperCase()}`),
    by("e-mail", (i) => sample[i % sample.length].customerEmail),
    by("name", (i) => sample[i % sample.length].customerName.split(" ").at(-1)),
    by("broad term", (i) => broad[i % broad.length]),
  ])
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
const round = (value) => Math.round(value * 10) / 10

/** Runs the order scenarios; `run` drives one (and records it), as bench/run.mjs does for the catalogue. */
export async function benchOrders({ shopUrl, medusaUrl, staffEmail, staffPassword, requests, fullListRuns, log }) {
  const loadBefore = loadavg().map(round)
  const cookie = await signIn(shopUrl, staffEmail, staffPassword)
  const headers = { cookie }
  const first = await fetch(`${shopUrl}/api/orders?pageSize=100`, { headers })
  if (!first.ok) throw new Error(`GET /api/orders answered ${first.status}`)
  const total = Number(first.headers.get("x-total-count"))
  const sample = await first.json()
  log(`The shop holds ${total} orders.`)
  const pages = Math.max(1, Math.ceil(total / 10))
  const spread = (n, make) => Array.from({ length: n }, (_, i) => ({ method: "GET", path: make(i), headers }))
  const targets = {
    "shop GET /api/orders/summary": spread(1, () => "/api/orders/summary"),
    "shop GET /api/orders (first page)": spread(1, () => "/api/orders"),
    "shop GET /api/orders (deep pages)": spread(
      requests,
      (i) => `/api/orders?page=${pages - ((i * 7919) % Math.ceil(pages / 2))}`
    ),
    "shop GET /api/orders (status filter)": spread(
      requests,
      (i) => `/api/orders?status=${STATUSES[i % STATUSES.length]}&page=${1 + ((i * 31) % 50)}`
    ),
    ...searches(sample, requests, headers),
  }
  const results = []
  await drive({ name: "warm-up", baseUrl: shopUrl, requests: targets["shop GET /api/orders (search: name)"], amount: 20 })
  for (const [name, list] of Object.entries(targets)) {
    log(`${name}…`)
    const result = await drive({ name: `${name}, 1 client`, baseUrl: shopUrl, requests: list, amount: requests, timeout: 60 })
    results.push(result)
    console.log(`  p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms, ${result.errors} errors`)
  }

  log(`The full list, as the shop server read it (${fullListRuns} times)…`)
  const token = await medusaToken(medusaUrl, staffEmail, staffPassword)
  const times = []
  let read = 0
  for (let i = 0; i < fullListRuns; i++) {
    const one = await fullList(medusaUrl, token)
    times.push(one.ms)
    read = one.read
  }
  times.sort((a, b) => a - b)
  const reference = {
    name: `reference: the full list (${read} orders from GET /admin/orders), 1 client`,
    connections: 1,
    requests: times.length,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    max: round(times.at(-1)),
    rps: null,
    errors: 0,
  }
  console.log(`  p50 ${reference.p50} ms, p95 ${reference.p95} ms`)
  results.push(reference)

  const ratios = Object.fromEntries(
    results
      .filter((r) => r !== reference)
      .flatMap((r) => [
        [`p50 full list ÷ ${r.name}`, r.p50 ? Math.round(reference.p50 / r.p50) : null],
        [`p95 full list ÷ ${r.name}`, r.p95 ? Math.round(reference.p95 / r.p95) : null],
      ])
  )
  const goals = Object.fromEntries(results.filter((r) => r !== reference).map((r) => [`${r.name}: p95 ≤ 100 ms`, r.p95 <= 100]))
  const load = { before: loadBefore, after: loadavg().map(round) }
  log(`Load average (1, 5, 15 min): ${load.before.join(", ")} before, ${load.after.join(", ")} after.`)
  return { orders: total, load, results, ratios, goals }
}
