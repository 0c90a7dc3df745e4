import { maintenanceUrl } from "./env"
import { after, afterEach, before, beforeEach, describe } from "node:test"
import { medusaIntegrationTestRunner as medusaRunner } from "@medusajs/test-utils"
import { Client } from "pg"

// @medusajs/test-utils is written for Jest's globals; node:test has the same hooks under
// these names, so the suites run with the project's own test runner (node --test).
Object.assign(globalThis, { describe, beforeAll: before, afterAll: after, beforeEach, afterEach })

type RunnerOptions = Parameters<typeof medusaRunner>[0]

/**
 * Medusa's runner, starting from a copy of the database `run.mjs` migrated once for the whole
 * run (COMMERCE_IT_TEMPLATE): the runner's own migration then finds nothing left to do, instead
 * of migrating every module again for every file. Without the template it migrates as usual.
 */
export function medusaIntegrationTestRunner(options: RunnerOptions) {
  const template = process.env.COMMERCE_IT_TEMPLATE
  if (!template || !options.dbName) return medusaRunner(options)
  const dbName = options.dbName
  return medusaRunner({
    ...options,
    hooks: {
      ...options.hooks,
      // Called before the runner creates (if missing) and migrates the suite's database.
      beforeServerStart: async (container) => {
        await copyDatabase(template, dbName)
        await options.hooks?.beforeServerStart?.(container)
      },
    },
  })
}

async function onTheServer(...statements: string[]) {
  const client = new Client({ connectionString: maintenanceUrl })
  await client.connect()
  try {
    for (const statement of statements) await client.query(statement)
  } finally {
    await client.end()
  }
}

const copyDatabase = (template: string, name: string) =>
  onTheServer(`DROP DATABASE IF EXISTS "${name}"`, `CREATE DATABASE "${name}" TEMPLATE "${template}"`)

export const dropDatabase = (name: string) => onTheServer(`DROP DATABASE IF EXISTS "${name}"`)

/** A database name no other run on this server uses. */
export const runDatabaseName = (suite: string) => `commerce_it_${suite}_${process.pid}`
