// The database settings first: @medusajs/test-utils reads them when it loads.
import "./env"
import { after, afterEach, before, describe } from "node:test"
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createPostgresDatabaseTemplate, restorePostgresDatabaseFromTemplate } from "@medusajs/test-utils"
import { dropDatabase, medusaIntegrationTestRunner, runDatabaseName } from "./runner"

type RunnerOptions = Parameters<typeof medusaIntegrationTestRunner>[0]
/** What a suite gets from Medusa's runner: its API client, its container, its database tools. */
export type SuiteOptions = Parameters<RunnerOptions["testSuite"]>[0]
export type Suite = (options: SuiteOptions) => void

/**
 * Several suites under one Medusa. Booting Medusa costs more than most suites' tests, so the
 * suites of one area share a boot (one process), and each still runs as if on a Medusa of its own:
 * it starts from the database as it was right after the boot, and each of its tests from the
 * database as the suite's own `before` hooks left it.
 */
export function runSuites(group: string, suites: Record<string, Suite>) {
  const dbName = runDatabaseName(group)
  const booted = `${dbName}_booted`
  medusaIntegrationTestRunner({
    dbName,
    testSuite: (options) => {
      before(() => createPostgresDatabaseTemplate({ databaseName: dbName, templateName: booted }))
      after(() => dropDatabase(booted))
      for (const [index, [title, suite]] of Object.entries(suites).entries())
        describe(title, () => {
          // The first suite finds the database as the boot left it.
          if (index > 0) before(() => restorePostgresDatabaseFromTemplate({ databaseName: dbName, templateName: booted }))
          suite(options)
          // After the suite's own `before` hooks: the state the runner restores before each of its
          // tests, once the events of its set-up have reached their subscribers.
          before(async () => {
            await eventsSettled(options.getContainer())
            await options.dbUtils.snapshot()
          })
          // The runner restores the database before each test: a subscriber still handling the
          // last test's events would lose its connections half-way and hold up Medusa's event
          // worker, so that the next test's events (a card's capture on order.placed) came late.
          afterEach(() => eventsSettled(options.getContainer()))
          // The next suite's restore would cut them off likewise.
          after(() => eventsSettled(options.getContainer()))
        })
    },
  })
}

type EventQueue = { getJobCounts(...states: string[]): Promise<Record<string, number>> }

/**
 * Waits (at most `ms`) until Medusa's Redis event queue has no event waiting or being handled.
 * Medusa's in-process event bus, used without Redis, hands events on at once and has no queue.
 */
async function eventsSettled(container: MedusaContainer, ms = 30_000) {
  const queue = (container.resolve(Modules.EVENT_BUS) as { queue_?: EventQueue }).queue_
  if (!queue) return
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    const counts = await queue.getJobCounts("waiting", "active", "delayed", "prioritized")
    if (Object.values(counts).every((count) => count === 0)) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
