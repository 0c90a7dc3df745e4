import { after, afterEach, before, beforeEach, describe } from "node:test"

// @medusajs/test-utils is written for Jest's globals; node:test has the same hooks under
// these names, so the suites run with the project's own test runner (node --test).
Object.assign(globalThis, { describe, beforeAll: before, afterAll: after, beforeEach, afterEach })

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
// With Redis (a database of this run's own), medusa-config.ts switches Medusa to its Redis
// locking, event bus and workflow engine: the lock the transitions take is Redis's.
if (process.env.TEST_REDIS_URL) process.env.REDIS_URL = process.env.TEST_REDIS_URL
else delete process.env.REDIS_URL

// Loaded after the globals exist.
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const { medusaIntegrationTestRunner } = require("@medusajs/test-utils") as typeof import("@medusajs/test-utils")

/** A database name no other run on this server uses. */
export const runDatabaseName = (suite: string) => `commerce_it_${suite}_${process.pid}`
