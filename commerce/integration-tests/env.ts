// Read by @medusajs/test-utils when it loads, so this module is imported before it.

// The suites use the PostgreSQL server `npm test` started (TEST_DATABASE_URL), else the
// local one, and a database of this run's own, which the runner drops at the end.
const server = new URL(process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres")
Object.assign(process.env, {
  // The runner turns TLS off only for a host named "localhost".
  DB_HOST: server.hostname === "127.0.0.1" ? "localhost" : server.hostname,
  DB_PORT: server.port || "5432",
  DB_USERNAME: decodeURIComponent(server.username || "postgres"),
  DB_PASSWORD: decodeURIComponent(server.password),
  MEDUSA_DISABLE_TELEMETRY: "true",
})
delete process.env.DATABASE_URL

/** The server's maintenance database, for creating and copying the suites' databases. */
export const maintenanceUrl = Object.assign(new URL(server), { pathname: "/postgres" }).toString()
// With Redis (a database of this run's own), medusa-config.ts switches Medusa to its Redis
// locking, event bus and workflow engine: the lock the transitions take is Redis's.
if (process.env.TEST_REDIS_URL) process.env.REDIS_URL = process.env.TEST_REDIS_URL
else delete process.env.REDIS_URL
