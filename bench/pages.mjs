#!/usr/bin/env node
// `npm run bench:pages`: how many views of the drawn listing one shop server serves per second.
// autocannon (BENCH_PAGES_CONNECTIONS connections, 8 by default, brotli accepted as a browser
// does) asks distinct listing addresses (categories, countries, materials, searches, sorts and
// pages, more of them than the renderer keeps drawings of), BENCH_PAGES_SECONDS (8) per round.
// Beside it, in the same run and on the same shop server, the reference of every drawn page:
// the unhydrated shell (the checkout, which is never drawn).
//
// BENCH_PAGES_REFERENCE=<commit> also serves that commit's build beside this one from the same
// Medusa (bench/lib/reference-build.mjs) and measures the two alternately, round by round
// (BENCH_PAGES_ROUNDS, 2); the run fails when this build serves fewer than BENCH_PAGES_GOAL (2)
// times the reference's drawn listings per second.
//
// Starts its own seeded shop (the same data as `npm run bench:web`, .data/bench-web).
import { mkdirSync, writeFileSync } from "node:fs"
import { loadavg } from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { drive } from "./lib/drive.mjs"
import { valuesOf } from "./lib/filter-values.mjs"
import { stopOnSignals } from "../scripts/lib/processes.mjs"

const HERE = path.dirname(fileURLToPath(import.meta.url))
const SECONDS = Number(process.env.BENCH_PAGES_SECONDS) || 8
const ROUNDS = Number(process.env.BENCH_PAGES_ROUNDS) || 2
const CONNECTIONS = Number(process.env.BENCH_PAGES_CONNECTIONS) || 8
const REFERENCE = process.env.BENCH_PAGES_REFERENCE?.trim()
const GOAL = Number(process.env.BENCH_PAGES_GOAL) || 2
// More addresses than the renderer keeps drawings of (300), asked for in turn: none is drawn from memory.
const DISTINCT = 600
const HEADERS = { accept: "text/html", "accept-encoding": "br, gzip" }
const log = (message) => console.log(`» ${message}`)
stopOnSignals({ log })

/** Distinct listing addresses a shopper might open, from the shop's own categories and filters. */
function listingAddresses({ categories, countries, materials }, count) {
  const sorts = ["relevance", "newest", "price_asc", "price_desc"]
  const words = ["silver", "gold", "coin", "crown", "franc", "denarius", "mark", "medal"]
  const addresses = new Set()
  let i = 0
  while (addresses.size < count && i < count * 20) {
    const query = new URLSearchParams()
    const base = i % 3 === 0 ? "/products" : `/products/${categories[i % categories.length]}`
    if (i % 5 === 1 && countries.length) query.set("country", countries[(i >> 2) % countries.length])
    if (i % 7 === 2 && materials.length) query.set("material", materials[(i >> 3) % materials.length])
    if (i % 4 === 3) query.set("search", words[(i >> 1) % words.length])
    query.set("sort", sorts[(i >> 2) % sorts.length])
    if (i % 6 === 0) query.set("page", String(2 + ((i >> 4) % 2)))
    // A distinct but harmless difference once the combinations run out: the price floor.
    if (i >= count / 2) query.set("priceMin", String(1 + (i % 50)))
    addresses.add(`${base}?${query}`)
    i++
  }
  return [...addresses]
}

async function measure(name, baseUrl, paths) {
  const requests = paths.map((p) => ({ method: "GET", path: p, headers: HEADERS }))
  // A short warm-up first: the server's code is compiled and its connections open.
  await drive({ name, baseUrl, requests, connections: CONNECTIONS, duration: 2 })
  return drive({ name, baseUrl, requests, connections: CONNECTIONS, duration: SECONDS })
}

const { startStack } = await import("../scripts/lib/stack.mjs")
const { DATA_DIR } = await import("../scripts/lib/paths.mjs")
const stack = await startStack({ dataDir: path.join(DATA_DIR, "bench-web"), databaseName: "shop_bench_web", quiet: true, log })
let stopReference = async () => {}
try {
  const shops = [{ label: "this build", url: stack.shopUrl }]
  if (REFERENCE) {
    const { buildReference, startReferenceShop } = await import("./lib/reference-build.mjs")
    const build = await buildReference(REFERENCE, log)
    const reference = await startReferenceShop(build, stack.shopServerEnv, log)
    stopReference = reference.stop
    shops.push({ label: `commit ${build.commit.slice(0, 7)}`, url: reference.url })
  }
  const [categories, filters] = await Promise.all(
    ["/api/categories", "/api/filters"].map(async (p) => (await fetch(`${stack.shopUrl}${p}`)).json())
  )
  const addresses = listingAddresses(
    {
      categories: categories.map((c) => c.handle),
      countries: valuesOf(filters.countries),
      materials: valuesOf(filters.materials),
    },
    DISTINCT
  )
  // Every build measured must draw the page: one that sends the shell instead (an earlier commit
  // whose renderer does not work with this Medusa) would look several times faster.
  for (const shop of shops) {
    const drawn = await (await fetch(`${shop.url}${addresses[1]}`)).text()
    if (!drawn.includes('id="page-data"')) {
      throw new Error(`${shop.label}: ${addresses[1]} came back undrawn, so its views per second would mean nothing`)
    }
  }
  const load = loadavg()
  log(
    `${addresses.length} distinct listing addresses, ${CONNECTIONS} connections, ${SECONDS} s a round, ${ROUNDS} rounds;` +
      ` load average ${load.map((l) => l.toFixed(1)).join(" ")}`
  )
  const figures = Object.fromEntries(shops.map((shop) => [shop.label, { listing: [], shell: [] }]))
  for (let round = 1; round <= ROUNDS; round++) {
    // Alternating, so every build meets the same moments of the machine's load.
    for (const shop of shops) {
      const listing = await measure(`${shop.label}: drawn listing`, shop.url, addresses)
      const shell = await measure(`${shop.label}: shell`, shop.url, ["/checkout"])
      figures[shop.label].listing.push(listing)
      figures[shop.label].shell.push(shell)
      log(
        `round ${round}, ${shop.label.padEnd(14)} drawn listing ${listing.rps} views/s (p50 ${listing.p50} ms, p95 ${listing.p95} ms,` +
          ` ${listing.errors} errors); shell ${shell.rps} views/s; drawn/shell ×${(listing.rps / shell.rps).toFixed(2)}`
      )
    }
  }
  const total = (runs) => runs.reduce((sum, run) => sum + run.requests, 0) / runs.reduce((sum, run) => sum + run.seconds, 0)
  const summary = Object.fromEntries(
    Object.entries(figures).map(([label, { listing, shell }]) => [
      label,
      { listing: Math.round(total(listing)), shell: Math.round(total(shell)), errors: listing.reduce((s, r) => s + r.errors, 0) },
    ])
  )
  console.log("")
  for (const [label, s] of Object.entries(summary)) {
    console.log(
      `  ${label.padEnd(14)} drawn listing ${s.listing} views/s, shell ${s.shell} views/s, drawn/shell ×${(s.listing / s.shell).toFixed(2)}`
    )
  }
  let failed = Object.values(summary).some((s) => s.errors > 0)
  if (REFERENCE) {
    const [ours, theirs] = Object.values(summary)
    const ratio = ours.listing / theirs.listing
    const shellRatio = ours.shell / theirs.shell
    console.log(
      `  drawn listing: this build ×${ratio.toFixed(2)} the reference's views per second (goal ×${GOAL}); shells ×${shellRatio.toFixed(2)}`
    )
    if (ratio < GOAL) failed = true
  }
  const loadAfter = loadavg()
  mkdirSync(path.join(HERE, "results"), { recursive: true })
  const file = path.join(HERE, "results", `pages-${new Date().toISOString().replace(/[:.]/g, "-")}.json`)
  writeFileSync(
    file,
    JSON.stringify(
      {
        at: new Date().toISOString(),
        connections: CONNECTIONS,
        seconds: SECONDS,
        loadAverage: { before: load, after: loadAfter },
        summary,
        figures,
      },
      null,
      2
    )
  )
  log(`Saved ${path.relative(process.cwd(), file)}; load average now ${loadAfter.map((l) => l.toFixed(1)).join(" ")}`)
  if (failed) process.exitCode = 1
} finally {
  await stopReference()
  await stack.stop()
}
