import { createServer } from "node:net"
import type { Config } from "../config.js"

/** A port where nothing listens: Medusa as the shop server meets it when Medusa is down. */
export const closedPort = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, "127.0.0.1", () => {
    const { port } = probe.address() as { port: number }
    probe.close(() => resolve(port))
  })
})

/** The shop server's settings for tests that build it in-process, with Medusa on a closed port. */
export const offlineConfig: Config = {
  port: 0,
  host: "127.0.0.1",
  medusaUrl: `http://127.0.0.1:${closedPort}`,
  medusaPublishableKey: "pk_test",
  medusaTimeoutMs: 1_000,
  storefrontDir: undefined,
  cookieSecret: "x".repeat(32),
  supportPhone: "+352 20 30 40 50",
  supportEmail: "support@example.com",
  stripePublishableKey: undefined,
  bank: { accountHolder: "Numismatic Shop", iban: "LU28 0019 4006 4475 0000", bic: "BCEELULL" },
}
