import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Config } from "../config.js"
import { buildServer } from "../server.js"
import { offlineConfig } from "../test-support/offline-config.js"

// Medusa at the HTTP boundary, in the states the shop must survive: ready, its database
// gone (Medusa answers 503 at once), or hanging (a database that does not answer).
let medusaState: "ready" | "database down" | "hanging" = "ready"
const hanging = new Set<import("node:http").ServerResponse>()
let medusa: Server
let app: Awaited<ReturnType<typeof buildServer>>

beforeAll(async () => {
  medusa = createServer((request, response) => {
    if (medusaState === "hanging") return void hanging.add(response)
    const ready = medusaState === "ready"
    if (request.url === "/health/ready") {
      response.writeHead(ready ? 200 : 503, { "content-type": "application/json" })
      return response.end(JSON.stringify(ready ? { status: "ready" } : { message: "The database cannot be reached" }))
    }
    // Without its database Medusa answers 503 (commerce/src/api/database-outage.ts).
    response.writeHead(ready ? 404 : 503, { "content-type": "application/json" })
    response.end(
      JSON.stringify(ready ? { message: "Not found" } : { type: "unavailable", message: "The database cannot be reached" })
    )
  })
  await new Promise<void>((resolve) => medusa.listen(0, "127.0.0.1", resolve))
  const config: Config = { ...offlineConfig, medusaUrl: `http://127.0.0.1:${(medusa.address() as AddressInfo).port}` }

  app = await buildServer(config, { logger: false })
})

afterAll(async () => {
  for (const response of hanging) response.destroy()
  await app.close()
  medusa.closeAllConnections()
  await new Promise((resolve) => medusa.close(resolve))
})

const timed = async (method: "GET" | "POST", url: string, payload?: object) => {
  const started = Date.now()
  const response = await app.inject({
    method,
    url,
    payload,
    headers: payload ? { origin: "http://localhost", host: "localhost" } : {},
  })
  return { status: response.statusCode, body: response.json<{ status?: string; message?: string }>(), ms: Date.now() - started }
}
const signIn = () => timed("POST", "/api/auth/sign-in", { email: "ada@example.com", password: "secret-password" })

describe("health", () => {
  it("is live and ready while Medusa reaches its database", async () => {
    medusaState = "ready"
    expect(await timed("GET", "/health/live")).toMatchObject({ status: 200, body: { status: "live" } })
    expect(await timed("GET", "/health/ready")).toMatchObject({ status: 200, body: { status: "ready" } })
  })

  it("is live but not ready while Medusa's database is down, and every call is a 503 a shopper can act on", async () => {
    medusaState = "database down"
    expect((await timed("GET", "/health/live")).status).toBe(200)
    const ready = await timed("GET", "/health/ready")
    expect(ready).toMatchObject({ status: 503, body: { status: "unavailable" } })
    expect(ready.body.message).toMatch(/database cannot be reached/)
    for (const answer of [await timed("GET", "/api/products"), await signIn()]) {
      expect(answer.status).toBe(503)
      expect(answer.body.message).toMatch(/try again in a moment/)
    }
  })

  it("answers within bounds while Medusa hangs: readiness within 2 s, the API within 5 s", async () => {
    medusaState = "hanging"
    const [ready, products, signedIn] = await Promise.all([
      timed("GET", "/health/ready"),
      timed("GET", "/api/products"),
      signIn(),
    ])
    expect(ready.status).toBe(503)
    expect(ready.ms).toBeLessThan(2000)
    for (const answer of [products, signedIn]) {
      expect(answer.status).toBe(503)
      expect(answer.ms).toBeLessThan(5000)
      expect(answer.body.message).toMatch(/try again in a moment/)
    }
  }, 10_000)
})
