#!/usr/bin/env node
// `npm run bench`: the catalogue at 100,000 items. Loads the bulk catalogue once
// (kept in .data/bench between runs), starts Medusa and the shop server, then
// drives GET /api/products with hundreds of distinct page requests and asks the
// same pages of Medusa's GET /store/products and POST /store/search, in the same
// run. Prints and saves (bench/results/) p50, p95, p99, requests/s and errors.
//
// Then the staff dashboard at 100,000 orders (copied in SQL, also kept): the order
// summary and pages of GET /api/orders beside the full list the shop server used to
// read (bench/lib/orders-bench.mjs). `--orders` runs that part alone; `--shop` runs
// only the shop's catalogue pages (no Medusa comparison, no dashboard), which needs
// neither Medusa's search index nor the orders.
//
// Then want lists: 100,000 wants stored in SQL, made from the bulk catalogue's varied pieces,
// and the matching of one new piece against them, timed over many pieces
// (bench/lib/wants-bench.mjs). `--wants` runs that part alone.
//
// Every catalogue figure is judged against a reference measured beside it in the same run: the
// read model's own SQL statements for the same pages, run straight against PostgreSQL
// (bench/lib/sql-reference.mjs), one client's pages timed in turn with the API's
// (bench/lib/in-turn.mjs, decision 257). `--against <commit>` runs the shop's catalogue pages on that
// commit's build too, before and after this one's, on the same data (bench/lib/builds.mjs),
// and prints this build's figures as ratios to its.
// Then the checkout under load: N buyers completing at once on N unique pieces, through the
// shop server beside Medusa's own cart completion (bench/lib/checkout-bench.mjs). `--checkout`
// runs that part alone, which needs neither the bulk catalogue nor the orders.
//
// Against a stack that is already running: set SHOP_URL, MEDUSA_URL and
// MEDUSA_PUBLISHABLE_KEY, and STAFF_EMAIL / STAFF_PASSWORD (to reindex Medusa's
// search index after the bulk load, and for the dashboard).
import { mkdirSync, writeFileSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import pg from "pg"
import { drive, measure } from "./lib/drive.mjs"
import { inTurn } from "./lib/in-turn.mjs"
import { valuesOf } from "./lib/filter-values.mjs"
import { benchOrders } from "./lib/orders-bench.mjs"
import { benchWants, printWants } from "./lib/wants-bench.mjs"
import {
  inGerman,
  pageRequests,
  shopPath,
  storeProductsPath,
  storeSearchBody,
  warmUpRequests,
  withPriceRanges,
} from "./lib/requests.mjs"
import { isClosing, stopOnSignals } from "../scripts/lib/processes.mjs"
import { driveSql, measureSql, sqlSearcher } from "./lib/sql-reference.mjs"
import { checkout as checkoutBuild, compareBuilds } from "./lib/builds.mjs"
import { benchCheckout, printCheckout } from "./lib/checkout-bench.mjs"

const HERE = path.dirname(fileURLToPath(import.meta.url))
const TARGET_ITEMS = Number(process.env.BENCH_ITEMS) || 100_000
const DISTINCT = Number(process.env.BENCH_DISTINCT) || 600
const SECONDS = Number(process.env.BENCH_SECONDS) || 20
const TARGET_ORDERS = Number(process.env.BENCH_ORDERS) || 100_000
const ORDER_REQUESTS = Number(process.env.BENCH_ORDER_REQUESTS) || 200
const FULL_LIST_RUNS = Number(process.env.BENCH_FULL_LIST_RUNS) || 5
const ORDERS_ONLY = process.argv.includes("--orders")
// Against an earlier build, only the shop's catalogue pages are compared.
const SHOP_ONLY = process.argv.includes("--shop") || process.argv.includes("--against")
const WANTS_ONLY = process.argv.includes("--wants")
const AGAINST = process.argv.includes("--against") ? process.argv[process.argv.indexOf("--against") + 1] : undefined
const CHECKOUT_ONLY = process.argv.includes("--checkout")
const ALL = !ORDERS_ONLY && !SHOP_ONLY && !WANTS_ONLY && !CHECKOUT_ONLY
const CHECKOUT_SIZES = (process.env.BENCH_CHECKOUT_SIZES || "1,8,32").split(",").map(Number)
const CHECKOUT_ROUNDS = Number(process.env.BENCH_CHECKOUT_ROUNDS) || 1
const log = (message) => console.log(`» ${message}`)
// The stack running now, whichever build it is: Ctrl-C stops it, whatever it was doing.
let running
stopOnSignals({ log, stop: () => running?.stop() })

/**
 * Interrupted, whatever was under way fails as its stack stops: the signal's own stop then ends
 * the bench, with the shell's code for the signal (130 after Ctrl-C), rather than the failure.
 */
async function unlessStopping(error) {
  if (isClosing()) await new Promise(() => {})
  throw error
}

/** Starts the stack of the checkout at `root` (this one, or an earlier commit's) on the bench's data. */
async function startOwnStack(root = path.resolve(HERE, "..")) {
  // Medusa's search index is only registered for the comparison.
  if (!SHOP_ONLY && !CHECKOUT_ONLY) process.env.CATALOGUE_ENGINE_SEARCH = "true"
  // The checkout bench opens and completes hundreds of checkouts from one address within a
  // minute: its own shop server allows them, whatever the shop's limit for a shopper is.
  process.env.CHECKOUT_RATE_LIMIT = process.env.BENCH_CHECKOUT_RATE_LIMIT || "100000"
  const { startStack } = await import(path.join(root, "scripts/lib/stack.mjs"))
  const { DATA_DIR } = await import("../scripts/lib/paths.mjs")
  const { cloneCatalogue } = await import("./lib/clone-catalogue.mjs")
  const { cloneOrders } = await import("./lib/clone-orders.mjs")
  const stack = await startStack({ dataDir: path.join(DATA_DIR, "bench"), databaseName: "shop_bench", quiet: true, log })
  running = stack
  // The wants bench makes its pieces with the bulk catalogue's generator: it needs no copied catalogue.
  if (ALL || SHOP_ONLY) log(`The catalogue holds ${await cloneCatalogue(stack.databaseUrl, TARGET_ITEMS, log)} products.`)
  if (ALL || ORDERS_ONLY) log(`The shop holds ${await cloneOrders(stack.databaseUrl, TARGET_ORDERS, log)} orders.`)
  return { ...stack, staffEmail: stack.staff.email, staffPassword: stack.staff.password }
}

async function staffToken(medusaUrl, email, password) {
  const response = await fetch(`${medusaUrl}/auth/user/emailpass`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) throw new Error(`Staff sign-in failed: ${response.status}`)
  return (await response.json()).token
}

/** Medusa's search index learns of SQL-loaded products only through a reindex. */
async function ensureEngineIndex({ medusaUrl, publishableKey, staffEmail, staffPassword }, products) {
  const count = async () => {
    const response = await fetch(`${medusaUrl}/store/search`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-publishable-api-key": publishableKey },
      body: JSON.stringify({ entity: "product", pagination: { take: 0 }, search_options: { count: "exact" } }),
    })
    return response.ok ? (await response.json()).results[0].metadata.count : -1
  }
  let indexed = await count()
  if (indexed >= products * 0.99 || !staffEmail) return indexed
  const token = await staffToken(medusaUrl, staffEmail, staffPassword)
  const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" }
  log(`Reindexing Medusa's search index (${indexed} of ${products} products)…`)
  await fetch(`${medusaUrl}/admin/search-indexes/product/reindex`, { method: "POST", headers: auth, body: "{}" })
  const started = Date.now()
  while (indexed < products * 0.99 && Date.now() - started < 30 * 60_000) {
    await new Promise((resolve) => setTimeout(resolve, 10_000))
    indexed = await count()
    log(`  ${indexed} indexed`)
  }
  return indexed
}

const external = process.env.SHOP_URL && process.env.MEDUSA_URL && process.env.MEDUSA_PUBLISHABLE_KEY
const externalStack = () => ({
  shopUrl: process.env.SHOP_URL,
  medusaUrl: process.env.MEDUSA_URL,
  publishableKey: process.env.MEDUSA_PUBLISHABLE_KEY,
  staffEmail: process.env.STAFF_EMAIL,
  staffPassword: process.env.STAFF_PASSWORD,
  databaseUrl: process.env.DATABASE_URL,
  stop: async () => {},
})

/** The catalogue's figures: the shop's pages beside Medusa's own routes. */
async function benchCatalogue(stack) {
  const pk = { "x-publishable-api-key": stack.publishableKey }
  const categories = await (await fetch(`${stack.shopUrl}/api/categories`)).json()
  const filters = await (await fetch(`${stack.shopUrl}/api/filters`)).json()
  // The listing's own total: the categories' counts may still be the ones held from before the copies.
  const { total: products } = await (await fetch(`${stack.shopUrl}/api/products?limit=1`)).json()
  const engineCount = SHOP_ONLY ? null : await ensureEngineIndex(stack, products)
  log(`${products} products on sale${SHOP_ONLY ? "" : `; Medusa's search index holds ${engineCount}`}.`)
  const categoryIds = new Map(
    categories.flatMap((c) => [
      [c.name, c.id],
      [c.handle, c.id],
    ])
  )
  const values = {
    categories: categories.map((c) => c.handle),
    countries: valuesOf(filters.countries),
    materials: valuesOf(filters.materials),
  }
  const pages = pageRequests(values, DISTINCT)
  const shop = pages.map((page) => ({ method: "GET", path: shopPath(page) }))
  const priced = withPriceRanges(pages).map((page) => ({ method: "GET", path: shopPath(page) }))
  const german = inGerman(pages).map((page) => ({ method: "GET", path: shopPath(page) }))
  const { regions } = await (await fetch(`${stack.medusaUrl}/store/regions`, { headers: pk })).json()
  const regionId = regions.find((r) => r.currency_code === "eur")?.id ?? regions[0]?.id
  const storeProducts = pages.map((page) => ({
    method: "GET",
    path: storeProductsPath(page, categoryIds, regionId),
    headers: pk,
  }))
  const storeSearch = pages.map((page) => ({
    method: "POST",
    path: "/store/search",
    headers: { ...pk, "content-type": "application/json" },
    body: storeSearchBody(page, categoryIds),
  }))

  // Warm-up: the connection pools, the shop server's filter lookups, and the code of both servers,
  // compiled as it is after a while in service, as the SQL reference's is by the rows' read below.
  // The pages are of the same kinds, in the three variants, but none of the measured ones: those
  // are asked for the first time when measured.
  const warmUp = warmUpRequests(values, [...shop, ...priced, ...german], DISTINCT * 2)
  log(`Warming both servers with ${warmUp.length} pages that are not measured…`)
  await drive({ name: "warm-up", baseUrl: stack.shopUrl, requests: warmUp, connections: 4, amount: warmUp.length })
  await forgetRemembered(stack)
  // Every page's rows read once before anything is measured, through a searcher whose remembered
  // counts are then thrown away: whichever of the API and its SQL asks a page first would otherwise
  // pay for reading its rows from disk and leave them in memory for the other.
  await warmPages(stack, [...shop, ...priced, ...german])

  const results = []
  const record = (result) => {
    results.push(result)
    console.log(
      `  ${result.name}: p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms, ${result.rps} req/s, ${result.errors} errors`
    )
  }
  const run = async (options) => {
    log(`${options.name}…`)
    record(await drive(options))
  }
  // Each kind of page beside its reference, the read model's own statements for the same pages
  // straight against PostgreSQL (bench/lib/sql-reference.mjs), on one searcher whose remembered
  // counts, like Medusa's, last the run.
  if (!stack.databaseUrl) throw new Error("The SQL reference needs DATABASE_URL with a running stack.")
  const searcher = await sqlSearcher(stack, 16)
  try {
    for (const [name, sqlName, requests] of [
      ["shop GET /api/products", "read model's SQL", shop],
      ["shop GET /api/products with a price range", "read model's SQL with a price range", priced],
      // The same pages in German: translated texts, German stemming and grade words (decision 245).
      ["shop GET /api/products in German", "read model's SQL in German", german],
    ])
      await besideItsSql({ run, record, searcher, baseUrl: stack.shopUrl, name, sqlName, requests })
  } finally {
    await searcher.close()
  }
  for (const path of ["/api/filters", "/api/categories"]) {
    await run({ name: `shop GET ${path}, 1 client`, baseUrl: stack.shopUrl, requests: [{ method: "GET", path }], amount: 300 })
  }
  if (!SHOP_ONLY) await benchMedusa(stack, run, storeSearch, storeProducts)

  const find = (prefix) => results.find((r) => r.name.startsWith(prefix))
  const ratio = (a, b) => (a && b ? Math.round((a / b) * 10) / 10 : null)
  const shop1 = find("shop GET /api/products, 1")
  const shop16 = find("shop GET /api/products, 16")
  const priced1 = find("shop GET /api/products with a price range, 1")
  const priced16 = find("shop GET /api/products with a price range, 16")
  const ratios = {
    "p50 with a price range ÷ without (1 client)": ratio(priced1?.p50, shop1?.p50),
    "p95 with a price range ÷ without (1 client)": ratio(priced1?.p95, shop1?.p95),
    "req/s with a price range ÷ without (16 connections)": ratio(priced16?.rps, shop16?.rps),
    "p50 /store/search ÷ /api/products (1 client)": ratio(find("Medusa POST /store/search, 1")?.p50, shop1?.p50),
    "p50 /store/products ÷ /api/products (1 client)": ratio(find("Medusa GET /store/products, 1")?.p50, shop1?.p50),
    "req/s /api/products ÷ /store/search (16 connections)": ratio(shop16?.rps, find("Medusa POST /store/search, 16")?.rps),
    "req/s /api/products ÷ /store/products (16 connections)": ratio(shop16?.rps, find("Medusa GET /store/products, 16")?.rps),
  }
  // The reference: the read model's own statements for the same pages (besideItsSql).
  const sql1 = find("read model's SQL, 1")
  const sql16 = find("read model's SQL, 16")
  const sqlPriced1 = find("read model's SQL with a price range, 1")
  const sqlPriced16 = find("read model's SQL with a price range, 16")
  Object.assign(ratios, {
    "p50 /api/products ÷ its SQL (1 client)": ratio(shop1.p50, sql1.p50),
    "p95 /api/products ÷ its SQL (16 connections)": ratio(shop16.p95, sql16.p95),
    "req/s /api/products ÷ its SQL (16 connections)": ratio(shop16.rps, sql16.rps),
    "p50 with a price range ÷ its SQL (1 client)": ratio(priced1.p50, sqlPriced1.p50),
    "req/s with a price range ÷ its SQL (16 connections)": ratio(priced16.rps, sqlPriced16.rps),
    "p50 in German ÷ its SQL (1 client)": ratio(
      find("shop GET /api/products in German, 1")?.p50,
      find("read model's SQL in German, 1")?.p50
    ),
    "req/s in German ÷ its SQL (16 connections)": ratio(
      find("shop GET /api/products in German, 16")?.rps,
      find("read model's SQL in German, 16")?.rps
    ),
    "p50 of the German SQL ÷ the English (1 client)": ratio(find("read model's SQL in German, 1")?.p50, sql1.p50),
  })
  const noErrors = (...runs) => runs.every((r) => r.errors === 0)
  const goals = {
    "one client: p50 ≤ 2× the SQL's": shop1.p50 <= 2 * sql1.p50,
    "16 connections: ≥ ½ the SQL's requests/s": shop16.rps >= sql16.rps / 2,
    "16 connections: p95 ≤ 2× the SQL's": shop16.p95 <= 2 * sql16.p95,
    "price range, one client: p50 ≤ 2× the SQL's": priced1.p50 <= 2 * sqlPriced1.p50,
    "price range, 16 connections: ≥ ½ the SQL's requests/s": priced16.rps >= sqlPriced16.rps / 2,
    "no errors, the SQL's included": noErrors(shop1, shop16, priced1, priced16, sql1, sql16, sqlPriced1, sqlPriced16),
    // Filters and categories are remembered by the shop server: far below a page's own statements.
    "/api/filters p50 ≤ ½ a page's SQL p50": find("shop GET /api/filters").p50 <= sql1.p50 / 2,
    "/api/categories p50 ≤ ½ a page's SQL p50": find("shop GET /api/categories").p50 <= sql1.p50 / 2,
  }
  return { products, engineIndexed: engineCount, distinctPages: pages.length, results, ratios, goals }
}

/**
 * A kind of page and its reference under the two loads: one client asking each page once, the
 * API's and the SQL's in turn, block by block (bench/lib/in-turn.mjs), so that both are timed in
 * the same minutes; then 16 connections on each, the API's first.
 */
async function besideItsSql({ run, record, searcher, baseUrl, name, sqlName, requests }) {
  log(`${name} and ${sqlName}, 1 client, each page once, in turn…`)
  const oneClient = await inTurn({
    pages: requests,
    sides: [
      { name: `${name}, 1 client, each page once`, run: (part) => measure({ baseUrl, requests: part, amount: part.length }) },
      {
        name: `${sqlName}, 1 client, each page once`,
        run: (part) => measureSql({ searcher, paths: part.map((r) => r.path), amount: part.length }),
      },
    ],
  })
  for (const result of oneClient) record(result)
  await run({ name: `${name}, 16 connections`, baseUrl, requests, connections: 16, duration: SECONDS })
  const paths = requests.map((r) => r.path)
  log(`${sqlName}, 16 connections…`)
  record(await driveSql({ name: `${sqlName}, 16 connections`, searcher, paths, connections: 16, duration: SECONDS }))
}

/**
 * Moves the catalogue's version, as a write does: Medusa forgets the pages and totals it
 * remembered during the warm-up. A measured page shares its total with any page of the same
 * filters, whatever its sort or number, and the SQL reference starts without them.
 */
async function forgetRemembered(stack) {
  if (!stack.databaseUrl) return
  const client = new pg.Client({ connectionString: stack.databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query(`select to_regclass('catalogue_version') is not null as "versioned"`)
    if (rows[0].versioned) await client.query(`select nextval('catalogue_version')`)
  } finally {
    await client.end()
  }
}

/** Runs each page's statements once, unmeasured, on a searcher of its own. */
async function warmPages(stack, requests) {
  if (!stack.databaseUrl) return
  log(`Reading the ${requests.length} pages' rows once…`)
  const searcher = await sqlSearcher(stack, 4)
  try {
    await driveSql({ name: "warm-up", searcher, paths: requests.map((r) => r.path), connections: 4, amount: requests.length })
  } finally {
    await searcher.close()
  }
}

/**
 * A list of requests under the two loads every list is measured under: one client (each page
 * once, or `amount` requests), then 16 connections for `seconds`.
 */
async function bothLoads(
  run,
  { name, baseUrl, requests, eachPageOnce = false, amount = requests.length, seconds = SECONDS, timeout }
) {
  await run({ name: `${name}, 1 client${eachPageOnce ? ", each page once" : ""}`, baseUrl, requests, amount, timeout })
  await run({ name: `${name}, 16 connections`, baseUrl, requests, connections: 16, duration: seconds, timeout })
}

/** The same pages asked of Medusa's own routes, for the comparison. */
async function benchMedusa(stack, run, storeSearch, storeProducts) {
  const medusa = { baseUrl: stack.medusaUrl }
  await bothLoads(run, {
    ...medusa,
    name: "Medusa POST /store/search",
    requests: storeSearch,
    amount: Math.min(200, storeSearch.length),
    timeout: 60,
  })
  await bothLoads(run, {
    ...medusa,
    name: "Medusa GET /store/products",
    requests: storeProducts,
    amount: 8,
    seconds: SECONDS * 2,
    timeout: 120,
  })
}

function print({ results, ratios, goals }) {
  console.log(
    "\n" +
      results
        .map(
          (r) =>
            `${r.name.padEnd(62)} p50 ${String(r.p50).padStart(7)}  p95 ${String(r.p95).padStart(7)}  p99 ${String(r.p99).padStart(7)}  ${String(r.rps ?? "—").padStart(7)} req/s  ${r.errors} errors  (${r.requests} requests)`
        )
        .join("\n")
  )
  console.log(
    "\n" +
      Object.entries(ratios)
        .map(([k, v]) => `${k}: ${v ?? "n/a"}×`)
        .join("\n")
  )
  console.log(
    "\n" +
      Object.entries(goals)
        .map(([k, ok]) => `${ok ? "✔" : "✘"} ${k}`)
        .join("\n")
  )
}

/** The whole bench on one stack: this build's, or a running one. */
async function benchAll(stack) {
  const catalogue = ALL || SHOP_ONLY ? await benchCatalogue(stack) : undefined
  if (catalogue) print(catalogue)
  const dashboard = ALL || ORDERS_ONLY ? await benchDashboard(stack) : undefined
  const wants = ALL || WANTS_ONLY ? await benchWants({ databaseUrl: stack.databaseUrl, log }) : undefined
  if (wants) printWants(wants)
  const checkout =
    ALL || CHECKOUT_ONLY ? await benchCheckout({ stack, sizes: CHECKOUT_SIZES, rounds: CHECKOUT_ROUNDS, log }) : undefined
  if (checkout) printCheckout(checkout)
  return { catalogue, dashboard, wants, checkout }
}

/** The catalogue's pages on an earlier commit's build and on this one, alternating, on the same data. */
async function benchAgainst(commit) {
  const other = await checkoutBuild(commit, log)
  return compareBuilds({
    builds: [other, { label: "this build", root: path.resolve(HERE, "..") }],
    bench: async (build) => {
      const stack = await startOwnStack(build.root)
      try {
        const catalogue = await benchCatalogue(stack)
        print(catalogue)
        return catalogue
      } finally {
        if (!isClosing()) await stack.stop()
        running = undefined
      }
    },
    log,
  })
}

const saved = await (
  AGAINST
    ? benchAgainst(AGAINST).then((against) => ({ against }))
    : (async () => {
        const stack = external ? externalStack() : await startOwnStack()
        try {
          return await benchAll(stack)
        } finally {
          if (!isClosing()) await stack.stop()
          running = undefined
        }
      })()
).catch(unlessStopping)
mkdirSync(path.join(HERE, "results"), { recursive: true })
const file = path.join(HERE, "results", `${new Date().toISOString().replace(/[:.]/g, "-")}.json`)
writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), ...saved }, null, 2))
log(`Saved ${path.relative(process.cwd(), file)}`)

async function benchDashboard(stack) {
  if (!stack.staffEmail) throw new Error("The dashboard's figures need STAFF_EMAIL and STAFF_PASSWORD.")
  const dashboard = await benchOrders({
    shopUrl: stack.shopUrl,
    medusaUrl: stack.medusaUrl,
    staffEmail: stack.staffEmail,
    staffPassword: stack.staffPassword,
    requests: ORDER_REQUESTS,
    fullListRuns: FULL_LIST_RUNS,
    log,
  })
  print(dashboard)
  return dashboard
}
