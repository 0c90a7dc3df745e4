import "./env"
import { after, afterEach, before, beforeEach, describe } from "node:test"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"

// @medusajs/test-utils is written for Jest's globals; node:test has the same hooks under
// these names, so the suites run with the project's own test runner (node --test).
Object.assign(globalThis, { describe, beforeAll: before, afterAll: after, beforeEach, afterEach })

// The runner looks the hooks up when a suite is declared, after the lines above.
export { medusaIntegrationTestRunner }

/** A database name no other run on this server uses. */
export const runDatabaseName = (suite: string) => `commerce_it_${suite}_${process.pid}`
