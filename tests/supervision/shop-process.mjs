// Runs `npm start` on a data folder of its own, as a dealer or a process manager
// would, and finds the processes of that shop by pid and process tree only.
import { spawn } from "node:child_process"
import { readFileSync } from "node:fs"
import path from "node:path"
import { ROOT } from "../../scripts/lib/paths.mjs"
import { loadSecrets } from "../../scripts/lib/secrets.mjs"

// A first start migrates and seeds: minutes, many more on a machine shared with other work;
// on a data folder already seeded (as `npm test` passes), seconds.
export async function startShop(dataDir, timeoutMs = 1_200_000) {
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
