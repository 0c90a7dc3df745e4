#!/usr/bin/env node
// `npm test`: every workspace's unit tests, then integration and browser tests
// against a real, freshly seeded shop on a throwaway database.
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { dropDatabase, openDatabaseServer } from "./lib/database.mjs"
import { ROOT } from "./lib/paths.mjs"
import { startStack } from "./lib/stack.mjs"
import { suites } from "./lib/test-suites.mjs"
import { startStripeFake } from "../tests/fakes/stripe-fake.mjs"

const log = (message) => console.log(`\n» ${message}`)
const results = []

async function suite(name, command, args, env = {}) {
  log(`${name}: ${command} ${args.join(" ")}`)
  const { spawn } = await import("node:child_process")
  const code = await new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: "inherit" })
    child.on("close", resolve)
  })
  results.push({ name, ok: code === 0 })
}

for (const [name, command, args] of suites.unit) await suite(name, command, args)

// Card payments are tested offline: Medusa's Stripe provider talks to a local
// Stripe-compatible fake (docs/decisions/030), and the shop server offers cards with the
// fake's publishable key; the browser test that pays by card serves its own fake Stripe.js,
// which confirms against the same fake (STRIPE_FAKE_URL).
const stripeFake = await startStripeFake()
Object.assign(process.env, {
  STRIPE_API_KEY: stripeFake.apiKey,
  STRIPE_WEBHOOK_SECRET: "whsec_offline_test_secret",
  STRIPE_API_BASE: stripeFake.url,
  STRIPE_PUBLISHABLE_KEY: stripeFake.publishableKey,
  STRIPE_FAKE_URL: stripeFake.url,
})

const dataDir = mkdtempSync(path.join(tmpdir(), "shop-test-"))
const databaseName = `shop_test_${process.pid}`
let stack
let startedAt
try {
  log("Starting a seeded shop on a throwaway database…")
  startedAt = Date.now()
  stack = await startStack({ dataDir, databaseName, quiet: true, log: (m) => console.log(`  ${m}`) })
  const env = {
    SHOP_URL: stack.shopUrl,
    MEDUSA_URL: stack.medusaUrl,
    MEDUSA_PUBLISHABLE_KEY: stack.publishableKey,
    STAFF_EMAIL: stack.staff.email,
    STAFF_PASSWORD: stack.staff.password,
    TEST_DATABASE_URL: stack.databaseUrl,
    // Tools a suite runs (the bulk generator) keep to this run's data folder.
    SHOP_DATA_DIR: dataDir,
  }
  for (const [name, command, args] of suites.againstTheShop) await suite(name, command, args, env)
  await secondStartReuses(stack, { dataDir, databaseName })
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  results.push({ name: "start the shop", ok: false })
} finally {
  await stack?.stop()
  if (process.env.DATABASE_URL) {
    const server = await openDatabaseServer({ databaseUrl: process.env.DATABASE_URL, log })
    await dropDatabase(server.adminUrl, databaseName)
  }
  rmSync(dataDir, { recursive: true, force: true })
  await stripeFake.close()
}

// Restarts the shop on the same data: no build, no seed, and faster than the first start.
async function secondStartReuses(first, options) {
  const firstStart = Date.now() - startedAt
  await first.stop()
  const restartedAt = Date.now()
  stack = await startStack({ ...options, quiet: true, log: () => {} })
  const secondStart = Date.now() - restartedAt
  const ok = stack.firstRun.built.length === 0 && !stack.firstRun.seeded && secondStart < firstStart
  log(
    `second start: ${(secondStart / 1000).toFixed(1)} s after a first of ${(firstStart / 1000).toFixed(1)} s; built ${JSON.stringify(stack.firstRun.built)}, seeded ${stack.firstRun.seeded}`
  )
  results.push({ name: "a second start reuses the data and the builds", ok })
}

const failed = results.filter((r) => !r.ok)
console.log("\n" + results.map((r) => `${r.ok ? "✔" : "✘"} ${r.name}`).join("\n"))
console.log(`suites: ${results.length - failed.length} passed, ${failed.length} failed`)
process.exit(failed.length ? 1 : 0)
