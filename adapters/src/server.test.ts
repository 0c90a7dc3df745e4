import { afterAll, describe, expect, it } from "vitest"
import { PublicConfig } from "./contract/catalogue.js"
import { ErrorBody } from "./contract/error.js"
import { buildServer } from "./server.js"
import { offlineConfig as config } from "./test-support/offline-config.js"

// The catalogue's routes are tested against the real, seeded Medusa
// (src/integration/catalogue.integration.test.ts). Here Medusa is a port where nothing
// listens: what the shop answers without it, and the routes that never ask it.

const app = await buildServer(config, { logger: false })
afterAll(() => app.close())

const get = async (url: string) => {
  const response = await app.inject({ method: "GET", url })
  return { status: response.statusCode, body: response.json<unknown>() }
}

describe("without Medusa", () => {
  it("answers 503 with a message a shopper can act on", async () => {
    for (const url of ["/api/products", "/api/categories", "/api/filters", "/api/products/some-coin"]) {
      const response = await app.inject({ method: "GET", url })
      expect(response.statusCode, url).toBe(503)
      expect(response.headers["retry-after"]).toBe("5")
      expect(ErrorBody.parse(response.json()).message).toMatch(/not reachable right now\. Please try again in a moment/)
    }
  })
})

describe("other routes", () => {
  it("GET /api/config answers the public settings", async () => {
    const { body } = await get("/api/config")
    expect(PublicConfig.parse(body)).toEqual({
      supportPhone: "+352 20 30 40 50",
      supportEmail: "support@example.com",
      card: { enabled: false, publishableKey: null },
    })
  })

  it("refuses malformed input before Medusa with the contract's message; a checkout's refusal is not cached", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/checkout/not-a-cart/customer",
      headers: { "sec-fetch-site": "same-origin", "content-type": "application/json" },
      payload: { firstName: "", lastName: "Z", email: "nobody" },
    })
    expect(response.statusCode).toBe(400)
    expect(response.headers["cache-control"]).toBe("no-store")
    expect(ErrorBody.parse(response.json()).message).toBe("Invalid request: id: must be a checkout id")
    const listing = await get("/api/products?page=0&sort=cheapest")
    expect(listing.status).toBe(400)
    expect(ErrorBody.parse(listing.body).message).toBe(
      "Invalid request: sort must be one of relevance, newest, price_asc, price_desc; page must be at least 1"
    )
  })

  it("answers unknown /api paths with a JSON 404", async () => {
    const { status, body } = await get("/api/nope")
    expect(status).toBe(404)
    ErrorBody.parse(body)
  })

  it("serves the image placeholder itself", async () => {
    const response = await app.inject({ method: "GET", url: "/static/placeholder.svg" })
    expect(response.statusCode).toBe(200)
    expect(response.headers["content-type"]).toContain("image/svg+xml")
  })
})
