#!/usr/bin/env node
// `npm run seed:bulk -- --count 100000 --database-url postgres://…/bulk`:
// fills a separate database with that many varied items for benchmarks.
import { parseArgs } from "node:util"
import { buildWhatIsMissing, MEDUSA_CLI } from "./lib/build.mjs"
import { ensureDatabase, openDatabaseServer } from "./lib/database.mjs"
import { DATA_DIR, MEDUSA_SERVER } from "./lib/paths.mjs"
import { run, stopOnSignals } from "./lib/processes.mjs"
import { linkUploads } from "./lib/stack.mjs"

const { values } = parseArgs({
  options: { count: { type: "string" }, "database-url": { type: "string" } },
})
const count = Number(values.count)
const databaseUrl = values["database-url"]
if (!Number.isInteger(count) || count < 1 || !databaseUrl) {
  console.error("Usage: npm run seed:bulk -- --count 100000 --database-url postgres://user@host:5432/bulk")
  process.exit(2)
}

const log = (message) => console.log(`» ${message}`)
// Ctrl-C ends the migration or the filling under way (the filling resumes where it stopped).
stopOnSignals({ log })
const url = new URL(databaseUrl)
const name = url.pathname.slice(1)
const server = await openDatabaseServer({ databaseUrl, log })
await ensureDatabase(server.adminUrl, name)
await buildWhatIsMissing(log)
linkUploads(DATA_DIR)
const env = { DATABASE_URL: databaseUrl, MEDUSA_DISABLE_TELEMETRY: "true", BULK_COUNT: String(count) }
log(`Migrating ${name}…`)
await run(process.execPath, [MEDUSA_CLI, "db:migrate"], { cwd: MEDUSA_SERVER, env, quiet: true })
log(`Filling ${name} with ${count} items…`)
await run(process.execPath, [MEDUSA_CLI, "exec", "./src/scripts/seed-bulk.js"], { cwd: MEDUSA_SERVER, env })
