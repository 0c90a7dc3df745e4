#!/usr/bin/env node
// `npm test`: lint, format and typecheck gates, every workspace's unit tests, then integration and browser tests
// against a real, freshly seeded shop on a throwaway database.
import { execFileSync } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { loadavg, tmpdir } from "node:os"
import net from "node:net"
import path from "node:path"
import { dropDatabase, openDatabaseServer } from "./lib/database.mjs"
import { claimRedisDatabase } from "./lib/redis.mjs"
import { ROOT } from "./lib/paths.mjs"
import { startStack } from "./lib/stack.mjs"
import { isClosing, stopEveryService, stopOnSignals, track } from "./lib/processes.mjs"
import { suites } from "./lib/test-suites.mjs"
import { failureDigest } from "./lib/failure-digest.mjs"
import { startMailCatcher } from "./lib/mail-catcher.mjs"
import { startStripeFake } from "../tests/fakes/stripe-fake.mjs"
import { processTree } from "./lib/process-tree.mjs"

const log = (message) => console.log(`\n» ${message}`)
// Ctrl-C or SIGTERM: the suites under way, the shop and every server this run started stop, and
// its data goes, the latest first; then the run ends (scripts/lib/processes.mjs).
const atStop = []
stopOnSignals({
  log,
  stop: async () => {
    for (const clean of atStop.reverse()) await clean().catch(() => {})
  },
})
const noDatabase = () => undefined
const results = []
// What took how long, in the order it began: suites and the shop's starts, printed as a table at the end.
const runStarted = Date.now()
const startLoad = loadavg()
  .map((l) => l.toFixed(1))
  .join(", ")
const timings = []
const seconds = (ms) => `${Math.round(ms / 1000)} s`

/** Runs a step that is not a suite (a shop's start), noting its duration. */
async function timed(name, work) {
  const entry = { name, from: Date.now() - runStarted }
  timings.push(entry)
  try {
    return await work()
  } finally {
    entry.ms = Date.now() - runStarted - entry.from
  }
}

// `npm test -- --only browser,hostile` runs the gates and the suites whose names contain one of
// the words, against a fresh shop, and skips the second-start check: for working on one part.
const onlyAt = process.argv.indexOf("--only")
const only = onlyAt === -1 ? null : (process.argv[onlyAt + 1] ?? "").split(",").filter(Boolean)
const chosen = (list) => (only ? list.filter(([name]) => only.some((word) => name.includes(word))) : list)

// No suite takes near this long on two cores; one that does is hung, and fails instead of holding CI.
// The supervision suite is the longest: it starts several shops of its own, one of them migrated
// and seeded from nothing for the bench's Ctrl-C test; on two cores shared with other work it
// passed 20 minutes.
const SUITE_LIMIT_MS = 30 * 60_000
// A yielding suite's priority: about a quarter of a core it shares with one busy process, so its
// Medusa still answers within its suites' waits (at `nice -n 10` it got a tenth, and a price-drop
// e-mail took more than 30 s).
const YIELDING_NICENESS = 5

/**
 * Runs one suite. A suite run beside others keeps its output until it ends, then prints it
 * whole, so the log reads suite by suite.
 */
async function suite(name, command, args, env = {}, { beside = false, yielding = false } = {}) {
  log(`${name}: ${command} ${args.join(" ")}${beside ? " (beside the others; its output follows when it ends)" : ""}`)
  const { spawn } = await import("node:child_process")
  const started = Date.now()
  const timing = { name, from: started - runStarted }
  timings.push(timing)
  let output = ""
  // Stopping on a signal: the run ends without starting another suite.
  if (isClosing()) await new Promise(() => {})
  const code = await new Promise((resolve) => {
    // A yielding suite runs at a lower priority (YIELDING_NICENESS).
    const child = spawn(yielding ? "nice" : command, yielding ? ["-n", String(YIELDING_NICENESS), command, ...args] : args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
      // A process group of its own: stopped whole on Ctrl-C (track).
      detached: true,
    })
    track(child)
    // Kept whole for the failure digest at the end; a suite run alone prints as it goes.
    for (const [stream, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ])
      stream.on("data", (chunk) => {
        output += chunk
        if (!beside) to.write(chunk)
      })
    const timer = setTimeout(() => {
      console.error(`\n${name} did not finish within ${SUITE_LIMIT_MS / 60_000} minutes; ending it.`)
      // npm's children outlive a killed npm: the whole tree goes, the deepest first.
      for (const { pid } of processTree(child.pid).reverse()) {
        try {
          process.kill(pid, "SIGKILL")
        } catch {
          // already gone
        }
      }
    }, SUITE_LIMIT_MS)
    child.on("close", (exitCode) => {
      clearTimeout(timer)
      resolve(exitCode)
    })
  })
  timing.ms = Date.now() - started
  log(`${name}: ${code === 0 ? "passed" : "failed"} after ${seconds(timing.ms)}`)
  if (beside) process.stdout.write(output)
  results.push({ name, ok: code === 0, digest: code === 0 ? "" : failureDigest(output) })
  return code === 0
}

/** Runs suites one after the other; with `beside`, while other work goes on. */
async function inTurn(list, env = {}, options = {}) {
  for (const [name, command, args] of list) await suite(name, command, args, env, options)
}

function summarise() {
  const failed = results.filter((r) => !r.ok)
  const width = Math.max(...timings.map((t) => t.name.length))
  console.log(`\n${"step".padEnd(width)}   began   took`)
  for (const t of timings)
    console.log(`${t.name.padEnd(width)}  ${seconds(t.from).padStart(6)}  ${seconds(t.ms ?? 0).padStart(5)}`)
  const load = loadavg().map((l) => l.toFixed(1))
  console.log(
    `whole run: ${seconds(Date.now() - runStarted)}; load average now ${load.join(", ")} (1, 5, 15 min), at the start ${startLoad}`
  )
  console.log("\n" + results.map((r) => `${r.ok ? "✔" : "✘"} ${r.name}`).join("\n"))
  for (const { name, digest } of failed.filter((r) => r.digest))
    console.log(`\nwhat failed in ${name} (its whole output is above):\n${digest}`)
  console.log(`suites: ${results.length - failed.length} passed, ${failed.length} failed`)
  return failed.length ? 1 : 0
}

// The gates (lint, format, typecheck) read the code only and run first. Whatever else the run
// needs starts beside them; a gate that fails ends the run at once.
const gatesRun = Promise.all(suites.gates.map(([name, command, args]) => suite(name, command, args, {}, { beside: true }))).then(
  (passed) => !passed.includes(false)
)

const needsTheShop = [suites.againstTheShop, suites.withTheirOwnMedusa, suites.acrossProcesses].some(
  (list) => chosen(list).length > 0
)
if (!needsTheShop) {
  const gatesPassed = await gatesRun
  if (gatesPassed) {
    await inTurn(chosen(suites.unit))
    await inTurn(chosen(suites.withTheirOwnShop))
  }
  process.exit(summarise())
}

// Card payments are tested offline: Medusa's Stripe provider talks to a local
// Stripe-compatible fake (docs/decisions/030), and the shop server offers cards with the
// fake's publishable key; the browser test that pays by card serves its own fake Stripe.js,
// which confirms against the same fake (STRIPE_FAKE_URL).
const stripeFake = await startStripeFake()
atStop.push(() => stripeFake.close())
Object.assign(process.env, {
  STRIPE_API_KEY: stripeFake.apiKey,
  STRIPE_WEBHOOK_SECRET: "whsec_offline_test_secret",
  STRIPE_API_BASE: stripeFake.url,
  STRIPE_PUBLISHABLE_KEY: stripeFake.publishableKey,
  STRIPE_FAKE_URL: stripeFake.url,
})

// The commerce suite's Medusa uses Redis (locking, events, workflows) when it is reachable,
// in a database of this run's own; TEST_REDIS_URL names one by hand.
const redis = process.env.TEST_REDIS_URL
  ? { url: process.env.TEST_REDIS_URL, release: async () => {} }
  : await claimRedisDatabase()
if (redis) atStop.push(() => redis.release())
if (!redis) log("Redis is not reachable at 127.0.0.1:6379: the commerce suite uses Medusa's in-process modules.")

// A real SMTP server in this process receives every e-mail the shop sends; the suites read
// them through its JSON API (MAIL_URL/api/messages?to=…).
const mailCatcher = await startMailCatcher()
atStop.push(() => mailCatcher.close())
process.env.SMTP_URL = mailCatcher.smtpUrl

// The suites open hundreds of checkouts from one address; the limit itself is tested in-process.
process.env.CHECKOUT_RATE_LIMIT ??= "100000"
// The suites race ten shoppers at once on two cores: a healthy but busy Medusa may need more than
// the shop's 4 s per call. The bounded waits themselves are proven by the supervision suite, with
// the shop's defaults.
process.env.MEDUSA_TIMEOUT_MS ??= "15000"

/**
 * A folder this run made, removed on a signal. The signal may come while a shop starts, before the
 * run knows its stack: its PostgreSQL then still writes in the folder, and a removal racing it
 * leaves files behind. Every service stops first.
 */
const removedOnStop = (folder) =>
  atStop.push(async () => {
    await stopEveryService()
    // A start under way may still write in the folder until it has seen its parts stop.
    await starting?.catch(() => {})
    rmSync(folder, { recursive: true, force: true, maxRetries: 5 })
  })
// The start of the run's shop, once under way.
let starting

const dataDir = mkdtempSync(path.join(tmpdir(), "shop-test-"))
removedOnStop(dataDir)
// On the shop's own embedded PostgreSQL the database has the name `npm start` gives it, so the
// supervision suite can run `npm start` on this data folder; on a shared server, a name of its own.
const databaseName = process.env.DATABASE_URL ? `shop_test_${process.pid}` : "shop"
let stack
atStop.push(async () => stack?.stop())
let gatesPassed = false
// Set once the supervision suite has run beside the several processes (acrossProcesses).
let supervised = false
try {
  log("Starting a seeded shop on a throwaway database beside the gates…")
  let databaseReady
  const database = new Promise((resolve) => (databaseReady = resolve))
  starting = timed("start the run's shop", () =>
    startStack({ dataDir, databaseName, quiet: true, log: (m) => console.log(`  ${m}`), onDatabase: databaseReady })
  )
  // Handled below; a start that fails while a gate fails is reported once.
  starting.catch(() => {})
  gatesPassed = await gatesRun
  if (!gatesPassed) {
    // Ends the builds, migration or seed under way; the start then stops what it had started.
    await stopEveryService()
    await starting.then(
      (started) => started.stop(),
      () => {}
    )
    throw new Error("A gate failed: the run ends here.")
  }
  const testEnv = {
    MAIL_URL: mailCatcher.webUrl,
    // Tools a suite runs (the bulk generator) keep to this run's data folder.
    SHOP_DATA_DIR: dataDir,
    ...(redis ? { TEST_REDIS_URL: redis.url } : {}),
  }
  // Three lanes at once. One boots Medusa in-process on databases of its own on the run's
  // PostgreSQL server, as soon as that server runs; one waits for the seeded shop and runs the
  // suites that call it, one after the other. Those two mostly wait (on Medusa's workflows and
  // events, on sign-in floors and time windows), so the unit suites, which need nothing running,
  // fill the third from the moment the shop is up, rather than following the Medusa suites
  // beside the browser suite. The first and the third yield most of the CPU to the second,
  // whose suites call a shop with timeouts.
  const ownMedusa = (async () => {
    const databaseUrl = await Promise.race([database, starting.then(noDatabase, noDatabase)])
    if (databaseUrl)
      await inTurn(
        chosen(suites.withTheirOwnMedusa),
        { ...testEnv, TEST_DATABASE_URL: databaseUrl },
        { beside: true, yielding: true }
      )
  })()
  const units = (async () => {
    await starting.catch(() => {})
    await inTurn(chosen(suites.unit), {}, { beside: true, yielding: true })
  })()
  stack = await starting.catch(async (error) => {
    await Promise.all([ownMedusa, units])
    throw error
  })
  const env = {
    ...testEnv,
    SHOP_URL: stack.shopUrl,
    MEDUSA_URL: stack.medusaUrl,
    MEDUSA_PUBLISHABLE_KEY: stack.publishableKey,
    STAFF_EMAIL: stack.staff.email,
    STAFF_PASSWORD: stack.staff.password,
    TEST_DATABASE_URL: stack.databaseUrl,
  }
  await Promise.all([inTurn(chosen(suites.againstTheShop), env), ownMedusa, units])
  // The lanes are done with the run's PostgreSQL, which the next starts stop and start again.
  if (!only) await secondStartReuses(stack, { dataDir, databaseName })
  await acrossProcesses(env)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  if (gatesPassed) results.push({ name: "start the shop", ok: false })
} finally {
  await stack?.stop()
}
let code = 1
try {
  // Last, when it did not run beside the several processes: the supervision suite runs `npm start`
  // on this run's data folder, which has nothing left to build, migrate or seed. On a shared
  // database server it starts a shop of its own.
  if (gatesPassed && !supervised)
    await inTurn(chosen(suites.withTheirOwnShop), process.env.DATABASE_URL ? {} : { SUPERVISION_DATA_DIR: dataDir })
  code = summarise()
} finally {
  // On a signal, the signal's stop removes all this, in order, and ends the run (stopOnSignals):
  // an exit from here would cut it short.
  if (isClosing()) await new Promise(() => {})
  if (process.env.DATABASE_URL) {
    const server = await openDatabaseServer({ databaseUrl: process.env.DATABASE_URL, log })
    await dropDatabase(server.adminUrl, databaseName)
  }
  rmSync(dataDir, { recursive: true, force: true })
  await stripeFake.close()
  await redis?.release()
  await mailCatcher.close()
}
process.exit(code)

// Restarts the shop on the same data: the second start builds, migrates and seeds nothing.
// Proven by what it did, not by timing, which a loaded machine makes meaningless.
// The first start's ports stay taken meanwhile, as when another checkout's shop runs, so
// the embedded database comes up on a different port: its data must still be recognised.
async function secondStartReuses(first, options) {
  await first.stop()
  const held = await holdPorts([first.shopUrl, first.medusaUrl, process.env.DATABASE_URL ? null : first.databaseUrl])
  try {
    stack = await timed("second start", () => startStack({ ...options, quiet: true, log: () => {} }))
  } finally {
    await Promise.all(held.map((server) => new Promise((resolve) => server.close(resolve))))
  }
  const { built, migrated, seeded } = stack.did
  const ok = built.length === 0 && !migrated && !seeded
  log(`second start: built ${JSON.stringify(built)}, migrated ${migrated}, seeded ${seeded}`)
  results.push({ name: "a second start reuses the data and the builds", ok })
}

// The seeded data again, as on several machines: one Medusa worker, two Medusa servers and two
// shop servers, on a Redis database of their own (the commerce suite's may hold its queues).
async function acrossProcesses(env) {
  if (chosen(suites.acrossProcesses).length === 0) return
  const ownRedis = process.env.TEST_PROCESSES_REDIS_URL
    ? { url: process.env.TEST_PROCESSES_REDIS_URL, release: async () => {} }
    : await claimRedisDatabase()
  if (!ownRedis) return log("Redis is not reachable at 127.0.0.1:6379: the several-processes suite is skipped.")
  // The supervision suite kills and restarts the parts of a shop of its own: on the embedded
  // database it runs beside these suites, on a copy of the run's data folder taken while no
  // shop uses it, once this shop holds its ports (two shops starting at once could pick the same).
  const besideSupervision = !process.env.DATABASE_URL && chosen(suites.withTheirOwnShop).length > 0
  const supervisionDir = besideSupervision ? mkdtempSync(path.join(tmpdir(), "shop-supervision-")) : undefined
  if (supervisionDir) removedOnStop(supervisionDir)
  let supervision = Promise.resolve()
  try {
    await stack.stop()
    // `cp -a` keeps the owners: run as root, the embedded PostgreSQL's folder belongs to its own user.
    // The copy's pictures are the same files: its start points Medusa's static folder at them.
    if (supervisionDir) execFileSync("cp", ["-a", `${dataDir}/.`, supervisionDir])
    log("Starting the same shop as one Medusa worker, two Medusa servers and two shop servers…")
    stack = await timed("start as several processes", () =>
      startStack({ dataDir, databaseName, quiet: true, log: () => {}, processes: { redisUrl: ownRedis.url } })
    )
    if (supervisionDir) {
      supervised = true
      supervision = inTurn(chosen(suites.withTheirOwnShop), { SUPERVISION_DATA_DIR: supervisionDir }, { beside: true })
    }
    const urls = {
      SHOP_URL: stack.shopUrl,
      MEDUSA_URL: stack.medusaUrl,
      SHOP_URLS: stack.shopUrls.join(","),
      MEDUSA_URLS: stack.medusaUrls.join(","),
      // A restarted embedded PostgreSQL may listen on another port.
      TEST_DATABASE_URL: stack.databaseUrl,
    }
    for (const [name, command, args] of chosen(suites.acrossProcesses)) await suite(name, command, args, { ...env, ...urls })
  } finally {
    await stack.stop()
    await supervision
    await ownRedis.release()
    if (supervisionDir) rmSync(supervisionDir, { recursive: true, force: true })
  }
}

async function holdPorts(urls) {
  const held = []
  for (const url of urls.filter(Boolean)) {
    // A connection to a held port is closed at once: one left open would keep close() waiting.
    const server = net.createServer((socket) => socket.destroy())
    await new Promise((resolve) => server.once("error", resolve).listen(Number(new URL(url).port), "127.0.0.1", resolve))
    if (server.listening) held.push(server)
  }
  return held
}
