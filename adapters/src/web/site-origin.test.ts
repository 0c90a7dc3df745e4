import type { Config } from "../config.js"
import { afterAll, describe, expect, it } from "vitest"
import { buildServer } from "../server.js"
import { offlineConfig } from "../test-support/offline-config.js"

// robots.txt is answered without Medusa:
// a port where nothing listens is enough to see which origin they name.

const config: Config = { ...offlineConfig, port: 8123 }
const servers: Awaited<ReturnType<typeof buildServer>>[] = []
afterAll(() => Promise.all(servers.map((s) => s.close())))

async function sitemapLine(settings: Partial<Config>, host: string): Promise<string | undefined> {
  const app = await buildServer({ ...config, ...settings }, { logger: false })
  servers.push(app)
  const response = await app.inject({ method: "GET", url: "/robots.txt", headers: { host } })
  expect(response.statusCode).toBe(200)
  return /^Sitemap: (.*)$/m.exec(response.body)?.[1]
}

describe("the origin the shop's own links name", () => {
  it("is never a spoofed Host header", async () => {
    // Before: "Sitemap: http://evil.example/sitemap.xml", publicly cacheable.
    expect(await sitemapLine({}, "evil.example")).toBe("http://127.0.0.1:8123/sitemap.xml")
    expect(await sitemapLine({ host: "0.0.0.0" }, "evil.example:8123")).toBe("http://localhost:8123/sitemap.xml")
  })

  it("is the request's own host when that is the listen address or an allowed host", async () => {
    expect(await sitemapLine({}, "localhost:8123")).toBe("http://localhost:8123/sitemap.xml")
    expect(await sitemapLine({ allowedHosts: ["shop.example"] }, "Shop.Example")).toBe("http://shop.example/sitemap.xml")
  })

  it("is PUBLIC_URL whenever it is set", async () => {
    expect(await sitemapLine({ publicUrl: "https://shop.example" }, "evil.example")).toBe("https://shop.example/sitemap.xml")
  })
})
