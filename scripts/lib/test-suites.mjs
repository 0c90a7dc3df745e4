// The suites `npm test` runs (scripts/test.mjs says in which order, and which side by side).
// Gates and unit suites need nothing running;
// the supervision suite runs `npm start` itself (it kills the shop's parts), on the run's data
// folder when there is one; the commerce suite
// boots Medusa in-process; the others get the URLs of a freshly seeded shop in their environment.
export const suites = {
  // Checks of the code itself: run first, and the first failure ends the run.
  gates: [
    ["lint", "npm", ["run", "lint"]],
    ["format", "npm", ["run", "format:check"]],
    ["typecheck", "npm", ["run", "typecheck"]],
  ],
  unit: [
    ["root (unit)", "node", ["--test", "tests/unit/"]],
    ["commerce (unit)", "npm", ["test", "-w", "commerce"]],
    ["adapters (unit)", "npm", ["test", "-w", "adapters"]],
    ["storefront (unit)", "npm", ["test", "-w", "storefront"]],
  ],
  withTheirOwnShop: [["supervision", "node", ["--test", "--test-concurrency=1", "tests/supervision/"]]],
  againstTheShop: [
    ["shop (integration)", "node", ["--test", "--test-concurrency=1", "tests/integration/"]],
    ["adapters (integration)", "npm", ["run", "test:integration", "-w", "adapters"]],
    ["storefront (browser)", "npx", ["playwright", "test", "-c", "storefront/playwright.config.ts"]],
    // Last: its storm of failed sign-ins slows the one address every suite shares.
    ["adapters (hostile)", "npm", ["run", "test:hostile", "-w", "adapters"]],
  ],
  // @medusajs/test-utils boots a Medusa in-process per file (one per area), each on a database of its own on the
  // run's PostgreSQL server (TEST_DATABASE_URL): beside the suites above, on the other core.
  withTheirOwnMedusa: [
    ["commerce (integration)", "npm", ["run", "test:integration", "-w", "commerce"]],
    // The benchmark's bulk generator fills a database of its own on the same server: it needs no
    // shop, so it runs here rather than in the lane that waits on the shop.
    ["bulk generator", "node", ["--test", "tests/bulk/"]],
  ],
  // The same seeded data served again as on several machines (`npm start -- --processes`): a Medusa
  // worker, two Medusa servers and two shop servers on Redis. Needs Redis; skipped without it.
  acrossProcesses: [["several processes", "node", ["--test", "--test-concurrency=1", "tests/processes/"]]],
}
