import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import type { Config } from "../config.js"
import { IMAGE_WIDTHS } from "../contract/image-variants.js"
import { buildServer } from "../server.js"
import { MEDUSA_URL } from "../test-support/checkout-client.js"
import { offlineConfig } from "../test-support/offline-config.js"

// Shop servers built in this process, each with a variant folder of this test's own, in front of
// the real, seeded Medusa: every variant they are asked for is uncached at first.
const dir = mkdtempSync(join(tmpdir(), "variants-test-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const config = (uncachedPerMinute: number): Config => ({
  ...offlineConfig,
  medusaUrl: MEDUSA_URL,
  medusaPublishableKey: process.env.MEDUSA_PUBLISHABLE_KEY ?? "",
  medusaTimeoutMs: 15_000,
  imageVariants: { dir, uncachedPerMinute },
})

async function variantAddresses(count: number): Promise<string[]> {
  const response = await fetch(`${MEDUSA_URL}/store/products?limit=50&fields=images.url`, {
    headers: { "x-publishable-api-key": process.env.MEDUSA_PUBLISHABLE_KEY ?? "" },
  })
  const { products } = (await response.json()) as { products: { images?: { url: string }[] }[] }
  const pictures = [...new Set(products.flatMap((p) => (p.images ?? []).map((i) => new URL(i.url).pathname)))]
  const addresses = pictures.flatMap((path) => IMAGE_WIDTHS.map((w) => `${path}?w=${w}`))
  expect(addresses.length).toBeGreaterThanOrEqual(count)
  return addresses.slice(0, count)
}

describe("width variants of pictures", () => {
  it("makes at most the budget of uncached variants for one address a minute; others get the original", async () => {
    const app = await buildServer(config(4), { logger: false })
    const burst = await variantAddresses(10)
    const answers = []
    for (const url of burst) answers.push(await app.inject({ method: "GET", url, remoteAddress: "10.9.9.9" }))
    const made = answers.filter((a) => a.statusCode === 200)
    expect(made.map((a) => a.headers["content-type"])).toEqual(Array(4).fill("image/webp"))
    const refused = answers.slice(4)
    for (const [i, answer] of refused.entries()) {
      // The picture still shows: the original, which costs no rasterisation, and not for keeps.
      expect(answer.statusCode).toBe(302)
      expect(answer.headers.location).toBe(burst[4 + i]!.split("?")[0])
      expect(answer.headers["cache-control"]).toBe("no-store")
    }
    // Another address has its own budget; the variants made are served to anyone, uncounted.
    expect((await app.inject({ method: "GET", url: burst[5]!, remoteAddress: "10.9.9.10" })).statusCode).toBe(200)
    for (const url of burst.slice(0, 4)) {
      expect((await app.inject({ method: "GET", url, remoteAddress: "10.9.9.9" })).statusCode).toBe(200)
    }
    await app.close()
  })

  it("writes each variant once: another shop server reads it back instead of making it again", async () => {
    const first = await buildServer(config(60), { logger: false })
    const [url] = await variantAddresses(1)
    const made = await first.inject({ method: "GET", url: url!, remoteAddress: "10.9.9.11" })
    expect(made.statusCode).toBe(200)
    await first.close()
    // A budget of one, spent on another picture first: the kept variant is still served.
    const second = await buildServer(config(1), { logger: false })
    const [, other] = await variantAddresses(7)
    expect((await second.inject({ method: "GET", url: other!, remoteAddress: "10.9.9.12" })).statusCode).toBe(200)
    const again = await second.inject({ method: "GET", url: url!, remoteAddress: "10.9.9.12" })
    expect(again.statusCode).toBe(200)
    expect(again.rawPayload.equals(made.rawPayload)).toBe(true)
    await second.close()
  })
})
