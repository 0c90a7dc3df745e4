#!/usr/bin/env node
// `npm run bench:web`: Lighthouse (mobile, its default simulated throttling) on the
// running shop's home page, listing, a category, a product page and the checkout
// with a piece in the cart, BENCH_WEB_RUNS runs each (3 by default), in Debian's
// Chromium. Prints and saves (bench/results/web-*.json) each page's median scores
// and metrics.
//
// Starts its own seeded shop (built first if its sources changed, data kept in
// .data/bench-web), or measures a running one when SHOP_URL is set.
//
// BENCH_WEB_BUSY=1 measures while another process keeps one core busy (a loop started before
// the first run and stopped after the last, or on Ctrl-C). BENCH_WEB_REFERENCE=<commit> serves
// that commit's build beside this one from the same Medusa (bench/lib/reference-build.mjs) and
// measures the two alternately, run by run, printing this build's figures beside the
// reference's. Each page's median is checked against the goals (performance ≥ 95 on a quiet
// machine, ≥ 90 with one core busy; total blocking time ≤ 150 ms); a missed goal fails the run.
import { spawn } from "node:child_process"
import { mkdirSync, writeFileSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { launch } from "chrome-launcher"
import lighthouse from "lighthouse"
import { chromium } from "playwright-core"
import { stopOnSignals, track } from "../scripts/lib/processes.mjs"

const HERE = path.dirname(fileURLToPath(import.meta.url))
const RUNS = Number(process.env.BENCH_WEB_RUNS) || 3
// BENCH_WEB_PAGES=listing,category measures only those pages (home, listing, category, product, checkout).
const PAGES = process.env.BENCH_WEB_PAGES?.split(",").map((name) => name.trim())
const BUSY = process.env.BENCH_WEB_BUSY === "1"
const REFERENCE = process.env.BENCH_WEB_REFERENCE?.trim()
const GOALS = { performance: BUSY ? 90 : 95, tbt: 150 }
const CHROME = process.env.CHROME_PATH || "/usr/bin/chromium"
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"]
const METRICS = {
  fcp: "first-contentful-paint",
  lcp: "largest-contentful-paint",
  tbt: "total-blocking-time",
  cls: "cumulative-layout-shift",
  si: "speed-index",
}
const log = (message) => console.log(`» ${message}`)
// Ctrl-C stops the shop this bench started and the browser measuring it, whatever they were doing.
stopOnSignals({ log })

class LighthouseRunError extends Error {}

async function startOwnStack() {
  const { startStack } = await import("../scripts/lib/stack.mjs")
  const { DATA_DIR } = await import("../scripts/lib/paths.mjs")
  return startStack({ dataDir: path.join(DATA_DIR, "bench-web"), databaseName: "shop_bench_web", quiet: true, log })
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** Writes the cart into the shop's localStorage and empties the HTTP cache, so the load is cold but the cart full. */
async function putInCart(port, shopUrl, product) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext())
    const page = await context.newPage()
    await page.goto(`${shopUrl}/robots.txt`)
    await page.evaluate((item) => {
      localStorage.setItem(
        "cart-storage",
        JSON.stringify({ state: { items: [{ product: item, quantity: 1 }], isOpen: false }, version: 0 })
      )
    }, product)
    const cdp = await context.newCDPSession(page)
    await cdp.send("Network.clearBrowserCache")
    await page.close()
  } finally {
    // Leaves Chromium running: it belongs to chrome-launcher.
    await browser.close().catch(() => {})
  }
}

async function audit(url, { cart, shopUrl }) {
  // Stopped with the rest on Ctrl-C (stopOnSignals) rather than by chrome-launcher, which would end the bench first.
  const chrome = await launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS, handleSIGINT: false })
  track(chrome.process)
  try {
    if (cart) await putInCart(chrome.port, shopUrl, cart)
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
      // The cart lives in localStorage: resetting storage would empty it.
      disableStorageReset: Boolean(cart),
    })
    const lhr = result.lhr
    if (lhr.runtimeError) throw new LighthouseRunError(`${url}: ${lhr.runtimeError.message}`)
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]))
    const metrics = Object.fromEntries(Object.entries(METRICS).map(([k, id]) => [k, lhr.audits[id]?.numericValue ?? NaN]))
    const failed = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "manual")
      .filter((a) => CATEGORIES.slice(1).some((c) => lhr.categories[c].auditRefs.some((r) => r.id === a.id && r.weight > 0)))
      .map((a) => a.id)
    return { scores, metrics, failed }
  } finally {
    chrome.kill()
  }
}

/**
 * Lighthouse sometimes loses a run's trace (NO_NAVSTART and similar runtime errors, more often on
 * a busy machine); such a run measured nothing, so it is run again, up to twice.
 */
async function auditWithRetry(url, options) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, options)
    } catch (error) {
      if (attempt === 3 || !(error instanceof LighthouseRunError)) throw error
      log(`${error.message}; running it again`)
    }
  }
}

/** Another process keeping one core busy (an endless loop) until the answered stop() is called. */
function keepOneCoreBusy() {
  const loop = track(spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" }))
  return () => loop.kill("SIGKILL")
}

const summarise = (page, runs) => ({
  page: page.name,
  path: page.path,
  scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))])),
  metrics: Object.fromEntries(Object.keys(METRICS).map((k) => [k, median(runs.map((r) => r.metrics[k]))])),
  failedAudits: [...new Set(runs.flatMap((r) => r.failed))],
  runs,
})

const describeSummary = ({ scores: s, metrics: m }) =>
  `perf ${s.performance} a11y ${s.accessibility} bp ${s["best-practices"]} seo ${s.seo}` +
  ` | FCP ${(m.fcp / 1000).toFixed(1)} s, LCP ${(m.lcp / 1000).toFixed(1)} s, TBT ${Math.round(m.tbt)} ms, CLS ${m.cls.toFixed(3)}, SI ${(m.si / 1000).toFixed(1)} s`

/** The goals this page's medians miss (none: it passes). */
const missedGoals = ({ scores, metrics }) => [
  ...(scores.performance < GOALS.performance ? [`performance ${scores.performance} < ${GOALS.performance}`] : []),
  ...(metrics.tbt > GOALS.tbt ? [`blocking time ${Math.round(metrics.tbt)} ms > ${GOALS.tbt} ms`] : []),
]

let stopReference = async () => {}
const stack = process.env.SHOP_URL
  ? { shopUrl: process.env.SHOP_URL.replace(/\/+$/, ""), stop: async () => {} }
  : await startOwnStack()
try {
  const { shopUrl } = stack
  const categories = await (await fetch(`${shopUrl}/api/categories`)).json()
  const { products } = await (await fetch(`${shopUrl}/api/products?limit=24`)).json()
  const product = products.find((p) => p.stock > 0) ?? products[0]
  const allPages = [
    { name: "home", path: "/" },
    { name: "listing", path: "/products" },
    { name: "category", path: `/products/${categories[0].handle}` },
    { name: "product", path: `/product/${product.handle}` },
    { name: "checkout", path: "/checkout", cart: product },
  ]
  const pages = PAGES ? allPages.filter((page) => PAGES.includes(page.name)) : allPages
  if (pages.length === 0) throw new Error(`BENCH_WEB_PAGES names none of ${allPages.map((page) => page.name).join(", ")}`)
  let reference
  if (REFERENCE) {
    if (!stack.shopServerEnv) throw new Error("BENCH_WEB_REFERENCE needs the bench's own shop (SHOP_URL unset)")
    const { buildReference, startReferenceShop } = await import("./lib/reference-build.mjs")
    const build = await buildReference(REFERENCE, log)
    reference = { commit: build.commit.slice(0, 7), ...(await startReferenceShop(build, stack.shopServerEnv, log)) }
    stopReference = reference.stop
  }
  const load = (await import("node:os")).loadavg()
  const stopBusy = BUSY ? keepOneCoreBusy() : () => {}
  log(
    `Lighthouse ${RUNS}× per page on ${shopUrl}${reference ? ` and, alternately, commit ${reference.commit} on ${reference.url}` : ""}` +
      `${BUSY ? ", another process keeping one core busy" : ""}; load average ${load.map((l) => l.toFixed(1)).join(" ")}`
  )
  const results = []
  let missed = 0
  try {
    for (const page of pages) {
      const runs = []
      const referenceRuns = []
      for (let i = 0; i < RUNS; i++) {
        // Alternating, so both builds meet the same moments of the machine's load.
        runs.push(await auditWithRetry(`${shopUrl}${page.path}`, { cart: page.cart, shopUrl }))
        if (reference) {
          referenceRuns.push(await auditWithRetry(`${reference.url}${page.path}`, { cart: page.cart, shopUrl: reference.url }))
        }
      }
      const summary = summarise(page, runs)
      const goals = missedGoals(summary)
      missed += goals.length
      console.log(
        `  ${page.name.padEnd(9)} ${describeSummary(summary)}` +
          (summary.failedAudits.length ? ` | below 100 in: ${summary.failedAudits.join(", ")}` : "") +
          ` | ${goals.length ? `MISSED: ${goals.join(", ")}` : "goals met"}`
      )
      if (reference) {
        summary.reference = { commit: reference.commit, ...summarise(page, referenceRuns) }
        const ratio = (summary.metrics.tbt / Math.max(summary.reference.metrics.tbt, 1)).toFixed(2)
        console.log(
          `  ${"".padEnd(9)} ${describeSummary(summary.reference)} | commit ${reference.commit}; blocking time ×${ratio}`
        )
      }
      results.push(summary)
    }
  } finally {
    stopBusy()
  }
  const loadAfter = (await import("node:os")).loadavg()
  mkdirSync(path.join(HERE, "results"), { recursive: true })
  const file = path.join(HERE, "results", `web-${new Date().toISOString().replace(/[:.]/g, "-")}.json`)
  writeFileSync(
    file,
    JSON.stringify(
      {
        at: new Date().toISOString(),
        shopUrl,
        runs: RUNS,
        busy: BUSY,
        goals: GOALS,
        reference: reference?.commit,
        loadAverage: { before: load, after: loadAfter },
        results,
      },
      null,
      2
    )
  )
  log(`Saved ${path.relative(process.cwd(), file)}; load average now ${loadAfter.map((l) => l.toFixed(1)).join(" ")}`)
  log(
    missed
      ? `${missed} goal(s) missed (performance ≥ ${GOALS.performance}, blocking time ≤ ${GOALS.tbt} ms)`
      : `Every page met the goals (performance ≥ ${GOALS.performance}, blocking time ≤ ${GOALS.tbt} ms)`
  )
  if (missed) process.exitCode = 1
} finally {
  await stopReference()
  await stack.stop()
}
