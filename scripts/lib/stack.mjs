import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import path from "node:path"
import { buildWhatIsMissing, MEDUSA_CLI } from "./build.mjs"
import { ensureDatabase, freePort, openDatabaseServer } from "./database.mjs"
import { ADAPTERS, MEDUSA_SERVER, ROOT, STOREFRONT } from "./paths.mjs"
import { isClosing, run, startService, waitForHttp } from "./processes.mjs"
import { multiProcessLayout, singleProcessLayout } from "./processes-layout.mjs"
import { loadSecrets, staffLogin } from "./secrets.mjs"

// A young generation of 32 MB a half: a drawn page's garbage (its elements, its answers' JSON)
// dies young instead of being promoted and marked again, 7–9% more drawn listings a second
// (docs/decisions/254). The Dockerfile and `npm start -w adapters` start it the same way.
export const SHOP_SERVER_FLAGS = ["--max-semi-space-size=32"]
/**
 * Brings the whole shop up: database, builds, migrations, first-run seed,
 * Medusa and the shop server, and answers once both answer HTTP.
 *
 * Every long-running part is a supervised service (startService): restarted when it
 * crashes, given up on when it keeps crashing (then `gaveUp` resolves with its name).
 * Their current pids are kept in <dataDir>/run/processes.json for operators and tests.
 *
 * With `processes: { redisUrl }` Medusa runs as one worker and two servers and there are two
 * shop servers, each calling its own Medusa server, all coordinating through that Redis
 * (see multiProcessLayout in processes-layout.mjs).
 *
 * `onDatabase` hears the database's URL as soon as the database exists, before the builds,
 * migrations and seed, for work that needs only the database server.
 */
export async function startStack({
  dataDir,
  databaseName = "shop",
  shopPort,
  medusaPort,
  quiet = false,
  log,
  processes,
  onDatabase = () => {},
}) {
  const env = process.env
  const secrets = loadSecrets(dataDir)
  const services = []
  const onSpawn = () => writeProcesses(dataDir, services)
  const database = await openDatabaseServer({
    dataDir,
    password: secrets.databasePassword,
    databaseUrl: env.DATABASE_URL,
    log,
    onSpawn,
  })
  if (database.service) services.push(database.service)
  onSpawn()
  const launch = (name, command, args, options) => {
    const service = startService(name, command, args, { ...options, log, onSpawn })
    services.push(service)
    onSpawn()
    return service
  }
  // Callers first (the shop server), then what they call, the database last.
  const stop = async () => {
    for (const service of [...services].reverse()) await service.stop()
    rmSync(path.join(dataDir, "run"), { recursive: true, force: true })
  }
  try {
    await ensureDatabase(database.adminUrl, databaseName)
    const databaseUrl = database.urlFor(databaseName)
    onDatabase(databaseUrl)
    // Migrations and the seed run on Medusa's build; the shop server and the storefront are
    // built meanwhile, and needed only once Medusa runs.
    const built = await buildWhatIsMissing(log, { parts: ["medusa"] })
    const othersBuilt = buildWhatIsMissing(log, { parts: ["shop server", "storefront"] })
    // Awaited below; a failure here must not go unhandled while the seed runs.
    othersBuilt.catch(() => {})
    linkUploads(dataDir)

    const layout = processes
      ? await multiProcessLayout({ medusaPort: Number(env.MEDUSA_PORT) || 9000, shopPort: Number(env.PORT) || 8000 })
      : await singleProcessLayout({ medusaPort, shopPort, env })
    const [{ url: medusaUrl }] = layout.medusa
    const [{ url: shopUrl }] = layout.shops
    // Without SMTP_URL every e-mail goes to a local mail catcher, shown at mailUrl.
    const mail = env.SMTP_URL ? { smtpUrl: env.SMTP_URL, webUrl: undefined } : await startMailCatcherService(services, quiet)
    const medusaEnv = {
      DATABASE_URL: databaseUrl,
      JWT_SECRET: secrets.jwtSecret,
      COOKIE_SECRET: secrets.cookieSecret,
      MEDUSA_BACKEND_URL: medusaUrl,
      STORE_CORS: layout.shops.map((shop) => shop.url).join(","),
      ADMIN_CORS: layout.medusa.map((medusa) => medusa.url).join(","),
      AUTH_CORS: [...layout.shops, ...layout.medusa].map((part) => part.url).join(","),
      MEDUSA_DISABLE_TELEMETRY: "true",
      SMTP_URL: mail.smtpUrl,
      // Links in e-mails (password reset) lead to the shop.
      SHOP_PUBLIC_URL: env.SHOP_PUBLIC_URL || env.PUBLIC_URL || shopUrl,
    }

    const state = readState(dataDir)
    const key = stateKey(database.identity, databaseName)
    const record = state[key] ?? legacyRecord(state, databaseUrl) ?? {}
    const schemaStamp = readFileSync(path.join(MEDUSA_SERVER, ".build-stamp"), "utf8")
    const migrated = record.migrated !== schemaStamp
    if (migrated) {
      log("Migrating the database…")
      const started = Date.now()
      await run(process.execPath, [MEDUSA_CLI, "db:migrate"], { cwd: MEDUSA_SERVER, env: medusaEnv, quiet: true })
      log(`Migrated in ${((Date.now() - started) / 1000).toFixed(0)} s.`)
      record.migrated = schemaStamp
    }
    const staff = staffLogin(dataDir)
    const seeded = !record.publishableKey
    if (seeded) {
      log("Seeding the demo shop (first run only)…")
      const started = Date.now()
      const output = path.join(dataDir, "seed-output.json")
      await run(process.execPath, [MEDUSA_CLI, "exec", "./src/scripts/seed.js"], {
        cwd: MEDUSA_SERVER,
        env: { ...medusaEnv, SEED_OUTPUT: output },
        quiet,
      })
      await run(process.execPath, [MEDUSA_CLI, "user", `--email=${staff.email}`, `--password=${staff.password}`], {
        cwd: MEDUSA_SERVER,
        env: medusaEnv,
        quiet: true,
      }).catch((error) => {
        // A database seeded before this data folder existed may already have the user.
        if (!/already exists/i.test(String(error))) throw error
      })
      record.publishableKey = JSON.parse(readFileSync(output, "utf8")).publishableKey
      log(`Seeded in ${((Date.now() - started) / 1000).toFixed(0)} s.`)
    }
    state[key] = record
    writeFileSync(path.join(dataDir, "state.json"), JSON.stringify(state, null, 2))
    built.push(...(await othersBuilt))

    log(processes ? "Starting Medusa's worker and servers…" : "Starting Medusa…")
    const redisEnv = processes ? { REDIS_URL: processes.redisUrl } : {}
    const medusaServices = layout.medusa.map(({ name, port, mode }) =>
      launch(name, process.execPath, [MEDUSA_CLI, "start"], {
        cwd: MEDUSA_SERVER,
        env: { ...medusaEnv, ...redisEnv, PORT: String(port), HOST: "127.0.0.1", ...(mode ? { MEDUSA_WORKER_MODE: mode } : {}) },
        quiet,
      })
    )
    // Three Medusa processes booting at once on two busy cores may take minutes; one that dies still fails at once.
    const bootMs = processes ? 600_000 : undefined
    await Promise.all(layout.medusa.map(({ url }, i) => waitForHttp(`${url}/health`, medusaServices[i], bootMs)))

    log(processes ? "Starting the shop servers…" : "Starting the shop server…")
    const shopServerEnv = (calls) => ({
      ...redisEnv,
      HOST: "127.0.0.1",
      MEDUSA_URL: calls,
      MEDUSA_PUBLISHABLE_KEY: record.publishableKey,
      STOREFRONT_DIR: path.join(STOREFRONT, "dist"),
      COOKIE_SECRET: secrets.shopCookieSecret,
      // Sessions live in the shop server's own schema (shop_server) of this database, or in Redis
      // when REDIS_URL is set; it never reads Medusa's tables.
      SHOP_DATABASE_URL: env.SHOP_DATABASE_URL || databaseUrl,
      SUPPORT_PHONE: env.SUPPORT_PHONE || "+352 20 30 40 50",
      SUPPORT_EMAIL: env.SUPPORT_EMAIL || "support@numismatic.shop",
      // Picture width variants are made once and kept beside the shop's other data.
      IMAGE_VARIANT_DIR: env.IMAGE_VARIANT_DIR || path.join(dataDir, "image-variants"),
    })
    const shopServices = layout.shops.map(({ name, port, medusaUrl: calls }) =>
      launch(name, process.execPath, [...SHOP_SERVER_FLAGS, path.join(ADAPTERS, "dist", "main.js")], {
        cwd: ADAPTERS,
        env: { ...shopServerEnv(calls), PORT: String(port) },
        quiet,
      })
    )
    await Promise.all(layout.shops.map(({ url }, i) => waitForHttp(`${url}/`, shopServices[i])))

    return {
      shopUrl,
      medusaUrl,
      // Every shop server and every Medusa server (the worker serves no API): one of each unless split.
      shopUrls: layout.shops.map((shop) => shop.url),
      medusaUrls: layout.medusa.filter((medusa) => medusa.mode !== "worker").map((medusa) => medusa.url),
      adminUrl: `${medusaUrl}/app`,
      mailUrl: mail.webUrl,
      staff,
      publishableKey: record.publishableKey,
      databaseUrl,
      // A shop server's settings but its port (and STOREFRONT_DIR, the storefront it serves), for a
      // bench that serves another build beside this one from the same Medusa.
      shopServerEnv: shopServerEnv(medusaUrl),
      // What this start had to do: a second start of the same data does none of it.
      did: { built, migrated, seeded },
      services,
      // Resolves with the name of the first part that kept crashing and was given up on.
      gaveUp: Promise.race(services.map((service) => service.gaveUp.then(() => service.name))),
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

async function startMailCatcherService(services, quiet) {
  const smtpPort = await freePort(1025)
  const httpPort = await freePort(1080)
  const catcher = startService(
    "mail",
    process.execPath,
    [path.join(ROOT, "scripts", "mail-catcher.mjs"), String(smtpPort), String(httpPort)],
    {
      cwd: ROOT,
      quiet,
    }
  )
  services.push(catcher)
  const webUrl = `http://localhost:${httpPort}`
  await waitForHttp(webUrl, catcher)
  return { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, webUrl }
}

// Medusa's file module writes to, and serves from, `static/` beside the build;
// pointing it into the data folder keeps the images across rebuilds.
export function linkUploads(dataDir) {
  const uploads = path.join(dataDir, "uploads")
  mkdirSync(uploads, { recursive: true })
  const link = path.join(MEDUSA_SERVER, "static")
  rmSync(link, { recursive: true, force: true })
  symlinkSync(uploads, link, "dir")
}

function writeProcesses(dataDir, services) {
  // Once stopping, the folder may be on its way out (a test run removes its own): not made again.
  if (isClosing()) return
  const dir = path.join(dataDir, "run")
  mkdirSync(dir, { recursive: true })
  const pids = Object.fromEntries(services.map((service) => [service.name, service.pid]))
  writeFileSync(path.join(dir, "processes.json"), JSON.stringify({ supervisor: process.pid, services: pids }, null, 2))
}

function readState(dataDir) {
  const file = path.join(dataDir, "state.json")
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {}
}

// Data folders from before the records were keyed by identity keyed them by the database
// URL; the same host and database name is the same data, whichever port it had then.
function legacyRecord(state, databaseUrl) {
  const current = new URL(databaseUrl)
  for (const [key, record] of Object.entries(state)) {
    if (!/^postgres(ql)?:\/\//.test(key)) continue
    const old = new URL(key)
    if (old.hostname === current.hostname && old.pathname === current.pathname) return record
  }
}

/**
 * The data a record is about: the database server's identity (the embedded cluster's
 * folder, or a configured server's address) and the database's name. Never the port an
 * embedded cluster happened to get, which changes whenever 54329 is taken.
 */
export function stateKey(serverIdentity, databaseName) {
  return `${serverIdentity}/${databaseName}`
}
