// `npm run test:integration`: Medusa's suites, one file (one Medusa, one area's suites, see
// suites.ts) after the other, each on a copy of one database migrated once here (Medusa's runner
// would otherwise migrate every module per file).
import { spawn } from "node:child_process"
import { readdirSync } from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { dropDatabase, ensureDatabase } from "../../scripts/lib/database.mjs"

const here = path.dirname(new URL(import.meta.url).pathname)
const commerce = path.dirname(here)
const medusaCli = createRequire(import.meta.url).resolve("@medusajs/cli/cli.js")
const server = new URL(process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres")
const at = (database) => Object.assign(new URL(server), { pathname: `/${database}` }).toString()
const template = `commerce_it_migrated_${process.pid}`

function run(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: commerce, env: { ...process.env, ...env }, stdio: "inherit" })
    child.on("error", reject)
    child.on("close", (code) => resolve(code ?? 1))
  })
}

const files = process.argv.slice(2).length
  ? process.argv.slice(2)
  : readdirSync(here)
      .filter((name) => name.endsWith(".test.ts"))
      .map((name) => path.join("integration-tests", name))

let code = 1
await ensureDatabase(at("postgres"), template)
try {
  // The same migrations and links the runner applies; the project's data scripts stay for the suites that test them.
  const migrated = await run([medusaCli, "db:migrate", "--skip-scripts"], {
    DATABASE_URL: at(template),
    REDIS_URL: "",
    MEDUSA_DISABLE_TELEMETRY: "true",
  })
  if (migrated !== 0) throw new Error(`migrating ${template} failed (exit code ${migrated})`)
  code = await run(["--import", "tsx", "--test", "--test-force-exit", "--test-concurrency=1", ...files], {
    COMMERCE_IT_TEMPLATE: template,
  })
} finally {
  await dropDatabase(at("postgres"), template)
}
process.exit(code)
