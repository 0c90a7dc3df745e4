#!/usr/bin/env node
// `npm run bench:pages`: how many views of the drawn listing one shop server serves per second.
// autocannon (BENCH_PAGES_CONNECTIONS connections, 8 by default, brotli accepted as a browser
// does) asks distinct listing addresses (categories, countries, materials, searches, sorts and
// pages, more of them than the renderer keeps drawings of), BENCH_PAGES_SECONDS (8) per round.
// Beside it, in the same run and on the same shop server, the reference of every drawn page:
// the unhydrated shell (the checkout, which is never drawn).
//
// BENCH_PAGES_REFERENCE=<commit> also runs that commit's whole shop, its own Medusa and shop server
// (checked out and installed under .data/builds, bench/lib/builds.mjs), on the same database, and
// measures the two stacks in turn, round by round (BENCH_PAGES_ROUNDS, 2): a drawn listing is a
// Medusa read and a drawing, and an earlier shop server does not draw beside a later Medusa. The
// run fails when this build serves fewer than BENCH_PAGES_GOAL (2) times the reference's drawn
// listings per second.
//
// Starts its own seeded shop (the same data as `npm run bench:web`, .data/bench-web).
import { mkdirSync, writeFileSync } from "node:fs"
import { loadavg } from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { drive } from "./lib/drive.mjs"
import { valuesOf } from "./lib/filter-values.mjs"
import { isClosing, stopOnSignals } from "../scripts/lib/processes.mjs"

const HERE = path.dirname(fileURLToPath(import.meta.url))
const SECONDS = Number(process.env.BENCH_PAGES_SECONDS) || 8
const ROUNDS = Number(process.env.BENCH_PAGES_ROUNDS) || 2
const CONNECTIONS = Number(process.env.BENCH_PAGES_CONNECTIONS) || 8
const REFERENCE = process.env.BENCH_PAGES_REFERENCE?.trim()
const GOAL = Number(process.env.BENCH_PAGES_GOAL) || 2
// More addresses than the renderer keeps drawings of, asked for in turn after a warm-up on others:
// none is drawn from memory.
const KEPT_DRAWINGS = 300
const DISTINCT = 600
const HEADERS = { accept: "text/html", "accept-encoding": "br, gzip" }
const log = (message) => console.log(`» ${message}`)
// The stack running now, whichever build it is: Ctrl-C stops it, whatever it was doing.
let running
stopOnSignals({ log, stop: () => running?.stop() })

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

/**
 * A short warm-up first, on `warmUpPaths`: the server's code is compiled and its connections open.
 * Pages it draws are kept, so a page measured must not be among them: it would be served from memory.
 */
async function measure(name, baseUrl, paths, warmUpPaths = paths) {
  const requestsOf = (list) => list.map((p) => ({ method: "GET", path: p, headers: HEADERS }))
  await drive({ name, baseUrl, requests: requestsOf(warmUpPaths), connections: CONNECTIONS, duration: 2 })
  return drive({ name, baseUrl, requests: requestsOf(paths), connections: CONNECTIONS, duration: SECONDS })
}

const { DATA_DIR, ROOT } = await import("../scripts/lib/paths.mjs")
const builds = [{ label: "this build", root: ROOT }]
if (REFERENCE) {
  const { checkout } = await import("./lib/builds.mjs")
  builds.push(await checkout(REFERENCE, log))
}

/** Starts a build's own stack on the bench's data, runs `measure` on its shop, and stops it. */
async function onStack(build, measure) {
  const { startStack } = await import(path.join(build.root, "scripts/lib/stack.mjs"))
  running = await startStack({ dataDir: path.join(DATA_DIR, "bench-web"), databaseName: "shop_bench_web", quiet: true, log })
  try {
    return await measure(running.shopUrl)
  } finally {
    if (!isClosing()) await running.stop()
    running = undefined
  }
}

/**
 * Distinct listing addresses, from the shop's own categories and filters: those measured, and as
 * many others as the renderer keeps drawings of, to warm up with.
 */
async function addressesOf(url) {
  const [categories, filters] = await Promise.all(
    ["/api/categories", "/api/filters"].map(async (p) => (await fetch(`${url}${p}`)).json())
  )
  const values = {
    categories: categories.map((c) => c.handle),
    countries: valuesOf(filters.countries),
    materials: valuesOf(filters.materials),
  }
  const measured = listingAddresses(values, DISTINCT)
  const asked = new Set(measured)
  const warmUp = listingAddresses(values, DISTINCT + KEPT_DRAWINGS)
    .filter((address) => !asked.has(address))
    .slice(0, KEPT_DRAWINGS)
  return { measured, warmUp }
}

// This build's addresses, asked of every build.
let addresses
{
  const load = loadavg()
  log(
    `${CONNECTIONS} connections, ${SECONDS} s a round, ${ROUNDS} rounds; load average ${load.map((l) => l.toFixed(1)).join(" ")}`
  )
  const figures = Object.fromEntries(builds.map((build) => [build.label, { listing: [], shell: [] }]))
  for (let round = 1; round <= ROUNDS; round++) {
    // In turn, so every build meets the same moments of the machine's load.
    for (const build of builds) {
      await onStack(build, async (url) => {
        if (!addresses) {
          addresses = await addressesOf(url)
          log(`${addresses.measured.length} distinct listing addresses, warmed up on ${addresses.warmUp.length} others`)
        }
        // Every build measured must draw the page: one that sends the shell instead would look several times faster.
        const checked = addresses.warmUp[0]
        const drawn = await (await fetch(`${url}${checked}`)).text()
        if (!drawn.includes('id="page-data"')) {
          throw new Error(`${build.label}: ${checked} came back undrawn, so its views per second would mean nothing`)
        }
        const listing = await measure(`${build.label}: drawn listing`, url, addresses.measured, addresses.warmUp)
        const shell = await measure(`${build.label}: shell`, url, ["/checkout"])
        figures[build.label].listing.push(listing)
        figures[build.label].shell.push(shell)
        log(
          `round ${round}, ${build.label.padEnd(20)} drawn listing ${listing.rps} views/s (p50 ${listing.p50} ms, p95 ${listing.p95} ms,` +
            ` ${listing.errors} errors); shell ${shell.rps} views/s; drawn/shell ×${(listing.rps / shell.rps).toFixed(2)}`
        )
      })
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
      `  ${label.padEnd(20)} drawn listing ${s.listing} views/s, shell ${s.shell} views/s, drawn/shell ×${(s.listing / s.shell).toFixed(2)}`
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
}
