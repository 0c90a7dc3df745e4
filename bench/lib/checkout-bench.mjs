// The checkout under load: N buyers completing at once, each on a unique piece of their own
// (N = 1, 8, 32), through the shop server (POST /api/checkout/:id/complete, which runs the shop's
// completion workflow in Medusa) beside Medusa's own completion (POST /store/carts/:id/complete,
// its completeCartWorkflow) on the same kind of carts, in the same run. The carts are prepared
// beforehand, each side through its own routes (one piece, an address in Luxembourg, the insured
// parcel, a bank-transfer session with Medusa's system provider: no Stripe); only the completions
// are timed. After each burst the database is asked how many orders hold the burst's pieces.
// Goal: the shop's p95 within 1.5× Medusa's, its orders/s at least Medusa's ÷ 1.5, no error,
// exactly N orders, each piece sold once.
import { loadavg } from "node:os"
import pg from "pg"

const PROVIDER = "pp_system_default"
const COUNTRY = "lu"
// Above the free-shipping threshold, as most of the shop's pieces are.
const PRICE_EUR = 120
const GOAL = 1.5
const PREPARED_AT_ONCE = 2
const COMPLETION_TIMEOUT_MS = 60_000
// How long the confirmations of a burst may take to go out before the next burst starts anyway.
const SETTLE_MS = 30_000

const round1 = (value) => Math.round(value * 10) / 10
const round2 = (value) => Math.round(value * 100) / 100
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

async function json(url, { method = "GET", headers = {}, body, timeoutMs = 30_000, tries = 1 } = {}) {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(url, {
      method,
      headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    })
    const text = await response.text()
    if (response.ok) return text ? JSON.parse(text) : undefined
    // A 503 says "try again in a moment": the shop server waits for Medusa only so long.
    if (response.status !== 503 || attempt >= tries) {
      throw new Error(`${method} ${new URL(url).pathname} answered ${response.status}: ${text.slice(0, 300)}`)
    }
    await pause(2000)
  }
}

/** Runs `work` over `items`, `atOnce` at a time, in order. */
async function inTurns(items, atOnce, work) {
  const results = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const i = next++
      results[i] = await work(items[i], i)
    }
  }
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, worker))
  return results
}

/** The shop's setup as Medusa's admin API shows it: the sales channel, the insured parcel's profile, stock location, EU region. */
async function readSetup({ medusaUrl, publishableKey }, admin) {
  const [{ sales_channels: channels }, { shipping_options: options }, { stock_locations: locations }, { regions }] =
    await Promise.all([
      json(`${medusaUrl}/admin/sales-channels?limit=50`, { headers: admin }),
      json(`${medusaUrl}/admin/shipping-options?fields=id,name,shipping_profile_id&limit=50`, { headers: admin }),
      json(`${medusaUrl}/admin/stock-locations?limit=50`, { headers: admin }),
      json(`${medusaUrl}/store/regions?fields=id,currency_code,*countries&limit=50`, {
        headers: { "x-publishable-api-key": publishableKey },
      }),
    ])
  const region = regions.find((r) => r.currency_code === "eur" && r.countries.some((c) => c.iso_2 === COUNTRY))
  const channel = channels.find((c) => c.name === "Numismatic Shop") ?? channels[0]
  // The pieces go by the insured parcel, as the shop's own do: its option's profile.
  const parcel = options.find((o) => o.name === "Insured tracked shipping") ?? options[0]
  if (!region || !channel || !parcel || !locations.length) throw new Error("The shop is not set up: seed it first.")
  return {
    regionId: region.id,
    salesChannelId: channel.id,
    shippingProfileId: parcel.shipping_profile_id,
    locationId: locations[0].id,
  }
}

/** `count` new unique pieces (stock 1, on sale in the shop's channel), made through Medusa's admin API. */
async function makePieces({ medusaUrl }, admin, setup, count, log) {
  const stamp = Date.now().toString(36)
  const pieces = []
  for (let from = 0; from < count; from += 25) {
    const create = Array.from({ length: Math.min(25, count - from) }, (_, k) => {
      const handle = `checkout-bench-${stamp}-${from + k + 1}`
      return {
        title: `Checkout bench piece ${stamp} ${from + k + 1}`,
        handle,
        status: "published",
        shipping_profile_id: setup.shippingProfileId,
        sales_channels: [{ id: setup.salesChannelId }],
        options: [{ title: "Piece", values: ["As pictured"] }],
        variants: [
          {
            title: "As pictured",
            sku: handle.toUpperCase(),
            options: { Piece: "As pictured" },
            manage_inventory: true,
            prices: [{ currency_code: "eur", amount: PRICE_EUR }],
          },
        ],
      }
    })
    const { created } = await json(`${medusaUrl}/admin/products/batch`, { method: "POST", headers: admin, body: { create } })
    const ids = created.map((p) => p.id)
    const query = new URLSearchParams({ fields: "id,variants.id,variants.inventory_items.inventory_item_id", limit: "100" })
    for (const id of ids) query.append("id[]", id)
    const { products } = await json(`${medusaUrl}/admin/products?${query}`, { headers: admin })
    const levels = products.map((p) => ({
      inventory_item_id: p.variants[0].inventory_items[0].inventory_item_id,
      location_id: setup.locationId,
      stocked_quantity: 1,
    }))
    await json(`${medusaUrl}/admin/inventory-items/location-levels/batch`, {
      method: "POST",
      headers: admin,
      body: { create: levels },
    })
    pieces.push(...products.map((p) => ({ productId: p.id, variantId: p.variants[0].id })))
  }
  log(`${pieces.length} unique pieces made (${stamp}).`)
  return pieces
}

// A name holds letters only: the buyer's number in letters (0 → "a", 27 → "bb").
const inLetters = (i) => [...i.toString(26)].map((digit) => String.fromCharCode(97 + parseInt(digit, 26))).join("")
const buyer = (i) => ({ firstName: "Bench", lastName: `Buyer ${inLetters(i)}`, email: `checkout-bench-${i}@example.com` })
const ADDRESS = { address1: "1 Rue des Monnaies", postalCode: "1111", city: "Luxembourg", countryCode: COUNTRY }

/** A shop checkout up to its completion, as a shopper goes through it: basket, address, name. */
async function shopCart({ shopUrl }, piece, i) {
  // As a shopper does, each step is tried again when the shop answers 503.
  const headers = { origin: shopUrl }
  const step = (path, body) => json(`${shopUrl}${path}`, { method: "POST", headers, body, tries: 5 })
  const price = PRICE_EUR.toFixed(2)
  const items = [{ productId: piece.productId, quantity: 1, price }]
  const { checkoutId: id } = await step("/api/create-payment-intent", { items, amount: price, method: "bank_transfer" })
  await step(`/api/checkout/${id}/shipping`, { address: ADDRESS })
  await step(`/api/checkout/${id}/customer`, buyer(i))
  return id
}

/** The same cart through Medusa's own store API: cart, insured parcel, payment collection and session. */
async function medusaCart({ medusaUrl, publishableKey }, setup, piece, i) {
  const headers = { "x-publishable-api-key": publishableKey }
  const { firstName, lastName, email } = buyer(i)
  const address = {
    first_name: firstName,
    last_name: lastName,
    address_1: ADDRESS.address1,
    postal_code: ADDRESS.postalCode,
    city: ADDRESS.city,
    country_code: COUNTRY,
  }
  const { cart } = await json(`${medusaUrl}/store/carts`, {
    method: "POST",
    headers,
    body: {
      region_id: setup.regionId,
      email,
      items: [{ variant_id: piece.variantId, quantity: 1 }],
      shipping_address: address,
      billing_address: address,
    },
  })
  // The shop's own rule: the first option offered (the insured parcel).
  const { shipping_options: options } = await json(`${medusaUrl}/store/shipping-options?cart_id=${cart.id}`, { headers })
  await json(`${medusaUrl}/store/carts/${cart.id}/shipping-methods`, {
    method: "POST",
    headers,
    body: { option_id: options[0].id },
  })
  const { payment_collection: collection } = await json(`${medusaUrl}/store/payment-collections`, {
    method: "POST",
    headers,
    body: { cart_id: cart.id },
  })
  await json(`${medusaUrl}/store/payment-collections/${collection.id}/payment-sessions`, {
    method: "POST",
    headers,
    body: { provider_id: PROVIDER },
  })
  return cart.id
}

/** How each side completes a prepared cart; `ok` reads the answer. */
function completions(stack) {
  return {
    shop: {
      label: "shop POST /api/checkout/:id/complete",
      request: (id) => [
        `${stack.shopUrl}/api/checkout/${id}/complete`,
        { method: "POST", headers: { origin: stack.shopUrl, "content-type": "application/json" }, body: "{}" },
      ],
      ok: (status, body) => status === 200 && typeof body?.orderId === "string",
    },
    medusa: {
      label: "Medusa POST /store/carts/:id/complete",
      request: (id) => [
        `${stack.medusaUrl}/store/carts/${id}/complete`,
        { method: "POST", headers: { "x-publishable-api-key": stack.publishableKey } },
      ],
      ok: (status, body) => status === 200 && body?.type === "order",
    },
  }
}

/** Completes every cart at once; answers each completion's time and whether it placed an order. */
async function burst(side, carts) {
  const started = performance.now()
  const outcomes = await Promise.all(
    carts.map(async (id) => {
      const sent = performance.now()
      try {
        const [url, init] = side.request(id)
        const response = await fetch(url, { ...init, signal: AbortSignal.timeout(COMPLETION_TIMEOUT_MS) })
        const text = await response.text()
        let body
        try {
          body = JSON.parse(text)
        } catch {
          body = text
        }
        const ok = side.ok(response.status, body)
        return { ms: performance.now() - sent, ok, error: ok ? undefined : `${response.status} ${text.slice(0, 200)}` }
      } catch (error) {
        return { ms: performance.now() - sent, ok: false, error: String(error) }
      }
    })
  )
  return { wallMs: performance.now() - started, outcomes }
}

const ORDERS_OF_PIECES = `
  select li.product_id, count(distinct o.id)::int as orders, array_agg(distinct o.id) as ids
  from "order" o join order_item oi on oi.order_id = o.id join order_line_item li on li.id = oi.item_id
  where li.product_id = any($1) and o.deleted_at is null group by li.product_id`
const RESERVATIONS_OF_PIECES = `
  select v.product_id, count(*)::int as reservations
  from reservation_item r
  join product_variant_inventory_item l on l.inventory_item_id = r.inventory_item_id and l.deleted_at is null
  join product_variant v on v.id = l.variant_id
  where v.product_id = any($1) and r.deleted_at is null group by v.product_id`
const CONFIRMATIONS = `select count(*)::int as n from notification where idempotency_key = any($1)`

/** What the database holds for a burst's pieces: its orders, and whether each piece was sold (and reserved) once. */
async function placed(database, pieces) {
  const ids = pieces.map((p) => p.productId)
  const orders = (await database.query(ORDERS_OF_PIECES, [ids])).rows
  const reservations = (await database.query(RESERVATIONS_OF_PIECES, [ids])).rows
  const orderIds = new Set(orders.flatMap((row) => row.ids))
  const soldOnce =
    orders.length === ids.length &&
    orders.every((row) => row.orders === 1) &&
    reservations.length === ids.length &&
    reservations.every((row) => row.reservations === 1)
  return { orders: orderIds.size, orderIds: [...orderIds], soldOnce }
}

/** Waits until the burst's order confirmations went out: the work an order leaves behind, done before the next burst. */
async function settle(database, orderIds) {
  const keys = orderIds.map((id) => `order-placed:${id}`)
  const deadline = Date.now() + SETTLE_MS
  while (Date.now() < deadline) {
    if ((await database.query(CONFIRMATIONS, [keys])).rows[0].n >= keys.length) break
    await pause(250)
  }
  await pause(500)
}

/** The rounds a size is measured in: at least `rounds`, and at least 8 completions of each side. */
export const roundsOf = (size, rounds) => Math.max(rounds, Math.ceil(8 / size))

/**
 * Measures each size in rounds, the two sides taking turns to go first. Needs a staff login (the
 * pieces are made through the admin API) and the database's URL (to count what was placed). The
 * shop server's checkout limit per address and minute must allow every cart the bench opens and
 * completes: the bench's own stack raises it (bench/run.mjs).
 */
export async function benchCheckout({ stack, sizes = [1, 8, 32], rounds = 1, log }) {
  if (!stack.staffEmail || !stack.databaseUrl) throw new Error("The checkout bench needs a staff login and DATABASE_URL.")
  const loadBefore = loadavg().map(round1)
  const { token } = await json(`${stack.medusaUrl}/auth/user/emailpass`, {
    method: "POST",
    body: { email: stack.staffEmail, password: stack.staffPassword },
  })
  const admin = { authorization: `Bearer ${token}` }
  const setup = await readSetup(stack, admin)
  const plan = sizes.map((size) => ({ size, rounds: roundsOf(size, rounds) }))
  const perSide = plan.reduce((sum, { size, rounds }) => sum + size * rounds, 0) + 1 // + one warm-up each
  log(`Checkout: making ${2 * perSide} unique pieces and preparing a cart for each (${perSide} a side)…`)
  const pieces = await makePieces(stack, admin, setup, 2 * perSide, log)
  const started = Date.now()
  const prepared = { shop: [], medusa: [] }
  await inTurns(pieces, PREPARED_AT_ONCE, async (piece, i) => {
    const side = i % 2 === 0 ? "shop" : "medusa"
    const cart = side === "shop" ? await shopCart(stack, piece, i) : await medusaCart(stack, setup, piece, i)
    prepared[side].push({ piece, cart })
  })
  log(`Carts prepared in ${Math.round((Date.now() - started) / 1000)} s.`)

  const database = new pg.Client({ connectionString: stack.databaseUrl })
  // A lost connection fails the query under way; unheard, its error event would end the bench first.
  database.on("error", () => {})
  await database.connect()
  const sides = completions(stack)
  const take = (side, n) => prepared[side].splice(0, n)
  const results = []
  try {
    // Warm-up: each side's first completion loads its code paths; not counted.
    for (const side of ["shop", "medusa"]) {
      const [one] = take(side, 1)
      const { outcomes } = await burst(sides[side], [one.cart])
      if (!outcomes[0].ok) throw new Error(`The ${side}'s warm-up completion failed: ${outcomes[0].error}`)
      await settle(database, (await placed(database, [one.piece])).orderIds)
    }
    for (const { size, rounds } of plan) {
      const runs = { shop: [], medusa: [] }
      for (let r = 0; r < rounds; r++) {
        for (const side of r % 2 === 0 ? ["shop", "medusa"] : ["medusa", "shop"]) {
          const batch = take(side, size)
          const { wallMs, outcomes } = await burst(
            sides[side],
            batch.map((b) => b.cart)
          )
          const found = await placed(
            database,
            batch.map((b) => b.piece)
          )
          runs[side].push({ wallMs, outcomes, ...found })
          const errors = outcomes.filter((o) => !o.ok)
          log(
            `  N=${size} round ${r + 1} ${side}: ${round1(wallMs)} ms for all, ${errors.length} errors, ${found.orders} orders` +
              (errors.length ? ` (first: ${errors[0].error})` : "")
          )
          await settle(database, found.orderIds)
        }
      }
      for (const side of ["shop", "medusa"]) results.push(summarise(sides[side].label, size, runs[side]))
    }
  } finally {
    await database.end()
  }

  const find = (side, size) => results.find((r) => r.side === sides[side].label && r.size === size)
  const ratios = {}
  const goals = {}
  for (const { size } of plan) {
    const shop = find("shop", size)
    const medusa = find("medusa", size)
    const p95 = round2(shop.p95 / medusa.p95)
    const rate = round2(medusa.ordersPerSecond / shop.ordersPerSecond)
    ratios[`N=${size}: p95 shop ÷ Medusa`] = p95
    ratios[`N=${size}: orders/s Medusa ÷ shop`] = rate
    goals[`N=${size}: shop p95 ÷ Medusa p95 ≤ ${GOAL} (${p95})`] = p95 <= GOAL
    goals[`N=${size}: shop orders/s ≥ Medusa's ÷ ${GOAL} (Medusa ÷ shop ${rate})`] = rate <= GOAL
    goals[`N=${size}: shop zero errors, exactly ${size} orders each burst, each piece sold once`] =
      shop.errors === 0 && shop.exactOrders && shop.soldOnce
  }
  const load = { before: loadBefore, after: loadavg().map(round1) }
  log(`Load average (1, 5, 15 min): ${load.before.join(", ")} before, ${load.after.join(", ")} after.`)
  return { provider: `${PROVIDER} (bank transfer) on both sides`, load, results, ratios, goals }
}

function summarise(side, size, runs) {
  const times = runs.flatMap((run) => run.outcomes.map((o) => o.ms)).sort((a, b) => a - b)
  const wall = runs.reduce((sum, run) => sum + run.wallMs, 0)
  const orders = runs.reduce((sum, run) => sum + run.orders, 0)
  return {
    side,
    size,
    rounds: runs.length,
    completions: times.length,
    ordersPerSecond: round2(orders / (wall / 1000)),
    p50: round1(percentile(times, 50)),
    p95: round1(percentile(times, 95)),
    max: round1(times.at(-1)),
    errors: runs.reduce((sum, run) => sum + run.outcomes.filter((o) => !o.ok).length, 0),
    orders,
    exactOrders: runs.every((run) => run.orders === size),
    soldOnce: runs.every((run) => run.soldOnce),
  }
}

export function printCheckout({ provider, load, results, ratios, goals }) {
  console.log(`\ncheckout under load (N buyers at once, each on a unique piece; ${provider}):`)
  for (const r of results) {
    console.log(
      `${`${r.side}, N=${r.size}`.padEnd(48)} p50 ${String(r.p50).padStart(7)}  p95 ${String(r.p95).padStart(7)}  ` +
        `${String(r.ordersPerSecond).padStart(6)} orders/s  ${r.errors} errors  ${r.orders} orders of ${r.completions}` +
        `${r.soldOnce ? ", each piece sold once" : ", a piece NOT sold exactly once"}  (${r.rounds} rounds)`
    )
  }
  console.log(
    "\n" +
      Object.entries(ratios)
        .map(([k, v]) => `${k}: ${v}×`)
        .join("\n")
  )
  console.log(`load average (1, 5, 15 min): ${load.before.join(", ")} before, ${load.after.join(", ")} after`)
  console.log(
    "\n" +
      Object.entries(goals)
        .map(([k, ok]) => `${ok ? "✔" : "✘"} ${k}`)
        .join("\n")
  )
}
