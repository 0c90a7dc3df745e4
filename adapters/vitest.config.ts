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
          exclude: ["src/**/*.integration.test.ts", "src/**/*.hostile.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "integration",
          include: ["src/**/*.integration.test.ts"],
          environment: "node",
          // A hang guard, not a speed bound: `npm test` runs Medusa's own suites on the other
          // core meanwhile, and ten shoppers racing one checkout took up to 28 s there.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        // Attacks on the running stack; last, since its failed sign-ins slow its address down.
        test: {
          name: "hostile",
          include: ["src/**/*.hostile.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
