import { describe, expect, it } from "vitest"
import { buildServer } from "../server.js"
import { redactSecrets } from "./logging.js"
import { offlineConfig as config } from "../test-support/offline-config.js"

const TOKEN = "eyJhbGciOiJIUzI1NiJ9.eyJlbnRpdHlfaWQiOiJhZGFAZXhhbXBsZS5jb20ifQ.c2lnbmF0dXJl"

describe("the shop server's log", () => {
  it("keeps no token and no e-mail address of the links it is asked for", async () => {
    const lines: string[] = []
    const app = await buildServer(config, { logger: { stream: { write: (line) => void lines.push(line) } } })
    const paths = [
      `/reset-password?token=${TOKEN}&email=ada%40example.com`,
      `/wants/unsubscribe?token=${TOKEN}`,
      `/api/watch-list/unsubscribe?token=${TOKEN}`,
    ]
    for (const url of paths) await app.inject({ method: "GET", url })
    await app.close()
    const log = lines.join("")
    expect(log).not.toContain(TOKEN)
    expect(log).not.toContain("ada%40example.com")
    // One JSON line per request, its address kept without the secrets.
    const requests = lines.map((line) => JSON.parse(line) as { msg: string; url?: string }).filter((l) => l.msg === "request")
    expect(requests.map((r) => r.url)).toEqual([
      "/reset-password?token=[redacted]&email=[redacted]",
      "/wants/unsubscribe?token=[redacted]",
      "/api/watch-list/unsubscribe?token=[redacted]",
    ])
  })

  it("redacts those parameters wherever a line quotes them", () => {
    expect(redactSecrets('{"referrer":"https://shop.example/reset-password?email=a@b.co&token=x.y.z#top"}')).toBe(
      '{"referrer":"https://shop.example/reset-password?email=[redacted]&token=[redacted]#top"}'
    )
    expect(redactSecrets("/products?search=token&page=2")).toBe("/products?search=token&page=2")
  })
})
