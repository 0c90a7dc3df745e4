#!/usr/bin/env node
// `npm start`: the whole shop on one machine, on its embedded defaults.
import { DATA_DIR } from "./lib/paths.mjs"
import { startStack } from "./lib/stack.mjs"

const log = (message) => console.log(`» ${message}`)
const started = Date.now()

let stack
try {
  stack = await startStack({ dataDir: DATA_DIR, log })
} catch (error) {
  console.error(`\nThe shop could not start: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
}

console.log(`
  The shop is up (in ${((Date.now() - started) / 1000).toFixed(0)} s).

  Shop          ${stack.shopUrl}
  Back office   ${stack.adminUrl}
  Staff login   ${stack.staff.email} / ${stack.staff.password}
  Mail          ${stack.mailUrl ?? "sent through the server of SMTP_URL"}

  Ctrl-C stops everything.
`)

let stopping = false
const shutdown = async () => {
  if (stopping) return
  stopping = true
  log("Stopping…")
  await stack.stop()
  process.exit(0)
}
process.on("SIGINT", shutdown)
process.on("SIGTERM", shutdown)
