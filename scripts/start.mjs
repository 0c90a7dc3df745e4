#!/usr/bin/env node
// `npm start`: the whole shop on one machine, on its embedded defaults.
// `npm start -- --processes`: the same shop as on several machines: one Medusa worker, two Medusa
// servers and two shop servers, coordinating through Redis (REDIS_URL, else redis://127.0.0.1:6379).
import { DATA_DIR } from "./lib/paths.mjs"
import { isClosing, stopOnSignals } from "./lib/processes.mjs"
import { redisAnswers } from "./lib/redis.mjs"
import { startStack } from "./lib/stack.mjs"

const log = (message) => console.log(`» ${message}`)
const started = Date.now()

let stack
// A stop asked for (Ctrl-C, a process manager's SIGTERM, the end of whoever started it) ends the
// shop cleanly: exit code 0.
const shutdown = stopOnSignals({ stop: () => stack?.stop(), log, exitCode: () => 0 })

try {
  const processes = process.argv.includes("--processes")
    ? { redisUrl: process.env.REDIS_URL || "redis://127.0.0.1:6379" }
    : undefined
  if (processes && !(await redisAnswers(processes.redisUrl))) {
    throw new Error(`--processes needs Redis, and none answers at ${processes.redisUrl} (set REDIS_URL).`)
  }
  stack = await startStack({ dataDir: DATA_DIR, log, processes })
} catch (error) {
  if (isClosing()) await new Promise(() => {}) // the signal handler is stopping everything and exits
  console.error(`\nThe shop could not start: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
}

console.log(`
  The shop is up (in ${((Date.now() - started) / 1000).toFixed(0)} s).

  Shop          ${stack.shopUrls.join("  ")}
  Back office   ${stack.adminUrl}${stack.medusaUrls.length > 1 ? `\n  Medusa        ${stack.medusaUrls.join("  ")} and a worker` : ""}
  Staff login   ${stack.staff.email} / ${stack.staff.password}
  Mail          ${stack.mailUrl ?? "sent through the server of SMTP_URL"}

  Ctrl-C stops everything.
`)

// This process is the supervisor: each part restarts on its own when it crashes
// (scripts/lib/processes.mjs); one that keeps crashing stops the whole shop with a
// failure, so a process manager above (systemd, a container runtime) sees it.
stack.gaveUp.then((name) => shutdown(`${name} keeps crashing`, 1))
