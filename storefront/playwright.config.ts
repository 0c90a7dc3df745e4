import { existsSync } from "node:fs"
import { defineConfig } from "@playwright/test"

// Debian's Chromium when the machine has it (CI installs it); Playwright's own browser otherwise.
const systemChromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => existsSync(p))

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: false,
  // The journeys and the screens' comparisons share no state: two at once, beside the other
  // specs, which run one after the other (several of them read what another just changed).
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000, toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: "disabled", caret: "hide" } },
  reporter: [["list"]],
  // The journeys (e2e/journeys) run once on a phone and once on a laptop; the other specs once.
  projects: [
    { name: "default", testIgnore: /(journeys|visual)\//, workers: 1 },
    {
      name: "phone",
      testMatch: /journeys\/.*\.spec\.ts$/,
      use: { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 },
    },
    { name: "laptop", testMatch: /journeys\/.*\.spec\.ts$/, use: { viewport: { width: 1366, height: 900 } } },
    // The main screens against their baselines (e2e/visual/baselines), at one pixel per point.
    {
      name: "visual-phone",
      testMatch: /visual\/.*\.spec\.ts$/,
      use: { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true },
    },
    { name: "visual-laptop", testMatch: /visual\/.*\.spec\.ts$/, use: { viewport: { width: 1366, height: 900 } } },
  ],
  snapshotPathTemplate: "{testDir}/visual/baselines/{projectName}/{arg}{ext}",
  // `UPDATE_BASELINES=1 npm test -- --only browser` writes the baselines anew; otherwise a
  // missing or different one fails.
  updateSnapshots: process.env.UPDATE_BASELINES ? "all" : "none",
  use: {
    baseURL: process.env.SHOP_URL ?? "http://localhost:8000",
    trace: "off",
    launchOptions: {
      executablePath: systemChromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
})
