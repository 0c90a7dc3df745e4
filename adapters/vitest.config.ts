import { defineConfig } from "vitest/config"

// `unit` needs nothing running; `integration` talks to a real, seeded stack whose
// addresses come from SHOP_URL, MEDUSA_URL and MEDUSA_PUBLISHABLE_KEY.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["src/**/*.test.ts"],
          exclude: ["src/**/*.integration.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "integration",
          include: ["src/**/*.integration.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
