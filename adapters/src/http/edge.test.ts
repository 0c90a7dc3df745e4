import { connect } from "node:net"
import { afterAll, describe, expect, it } from "vitest"
import { buildServer } from "../server.js"
import type { Config } from "../config.js"
import { offlineConfig } from "../test-support/offline-config.js"

// Medusa is a port where nothing listens: the edge answers before any route asks it.
const config: Config = { ...offlineConfig, checkoutRateLimit: 3 }

const app = await buildServer(config, { logger: false })
afterAll(() => app.close())
const SAME_ORIGIN = { "sec-fetch-site": "same-origin", "content-type": "application/json" }

describe("the edge", () => {
  // The last is a malformed address: Fastify answers it before any hook runs.
  it.each([
    "/api/products",
    "/api/nope",
    "/api/orders",
    "/static/%2e%2e/app",
    "/api/products?period=%00",
    "/api/products/%E0%A4%A",
  ])("%s carries the security headers", async (url) => {
    const response = await app.inject({ method: "GET", url })
    const csp = String(response.headers["content-security-policy"])
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("https://js.stripe.com")
    expect(response.headers["x-content-type-options"]).toBe("nosniff")
    expect(response.headers["x-frame-options"]).toBe("DENY")
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
    // The rest of helmet's defaults, worked out once and set on every answer.
    expect(response.headers).toMatchObject({
      "cross-origin-opener-policy": "same-origin",
      "cross-origin-resource-policy": "same-origin",
      "origin-agent-cluster": "?1",
      "x-dns-prefetch-control": "off",
      "x-download-options": "noopen",
      "x-permitted-cross-domain-policies": "none",
      "x-xss-protection": "0",
    })
    // Plain http without TRUST_PROXY: no HSTS.
    expect(response.headers["strict-transport-security"]).toBeUndefined()
  })

  it("sends HSTS behind an HTTPS proxy", async () => {
    const behindProxy = await buildServer({ ...config, trustProxy: true }, { logger: false })
    const response = await behindProxy.inject({ method: "GET", url: "/api/config" })
    expect(response.headers["strict-transport-security"]).toMatch(/max-age=\d+/)
    await behindProxy.close()
  })

  it.each(["/static/%2e%2e/app", "/static/.%2e/health", "/static/%2E%2E%2Fapp", "/static/a/..%2f..%2fapp", "/static/index.html"])(
    "the image proxy refuses %s without asking Medusa",
    async (url) => {
      const response = await app.inject({ method: "GET", url })
      // Whether the dot segments are resolved first (to /app, /health) or refused as such: a JSON 404.
      expect(response.statusCode).toBe(404)
      expect(Object.keys(response.json())).toEqual(["message"])
    }
  )

  it("a NUL byte or a bad encoding in the query is a 400 with a message", async () => {
    for (const url of ["/api/products?period=%00", "/api/filters?x=%01", "/api/products?search=%E0%A4%A"]) {
      const response = await app.inject({ method: "GET", url })
      expect(response.statusCode).toBe(400)
      expect(Object.keys(response.json())).toEqual(["message"])
    }
  })

  it("a malformed address is a { message } 400 that does not echo it", async () => {
    const response = await app.inject({ method: "GET", url: "/api/products/%E0%A4%A" + "x".repeat(200) })
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json())).toEqual(["message"])
    expect(response.body).not.toContain("xxxxxxxxxx")
  })

  it("an overlong path parameter is a 414 that does not echo the address", async () => {
    const response = await app.inject({ method: "GET", url: `/api/products/${"a".repeat(2000)}` })
    expect(response.statusCode).toBe(414)
    expect(response.json()).toEqual({ message: "The address is too long." })
  })

  it("a wrong method on a known path is a 405 with Allow", async () => {
    for (const [method, url, allow] of [
      ["DELETE", "/api/products", "GET, HEAD"],
      ["GET", "/api/auth/sign-in", "POST"],
      ["POST", "/api/orders/order_1/status", "PUT"],
    ] as const) {
      const response = await app.inject({ method, url, headers: SAME_ORIGIN, payload: method === "GET" ? undefined : {} })
      expect(response.statusCode, `${method} ${url}`).toBe(405)
      expect(response.headers.allow).toBe(allow)
      expect(Object.keys(response.json())).toEqual(["message"])
    }
  })

  it("a method a route lacks is a 405 with Allow before any rule about the body or its origin", async () => {
    for (const [method, url, allow] of [
      ["PUT", "/api/account/wants/want_01", "PATCH, DELETE"],
      ["PATCH", "/api/products", "GET, HEAD"],
    ] as const) {
      // Neither JSON nor from the shop's pages: before, a 415 or a 403 hid the missing method.
      const response = await app.inject({ method, url })
      expect(response.statusCode, `${method} ${url}`).toBe(405)
      expect(response.headers.allow).toBe(allow)
    }
  })

  it("a DELETE without a body is taken as such: the route answers, not the JSON rule", async () => {
    const response = await app.inject({
      method: "DELETE",
      url: "/api/account/wants/want_01",
      headers: { "sec-fetch-site": "same-origin" },
    })
    expect(response.statusCode).toBe(401)
    expect(response.json().message).toMatch(/sign in/i)
    // A DELETE that does carry a body still carries JSON, and a cross-site one is still refused.
    const form = await app.inject({
      method: "DELETE",
      url: "/api/account/wants/want_01",
      headers: { "sec-fetch-site": "same-origin", "content-type": "text/plain" },
      payload: "x",
    })
    expect(form.statusCode).toBe(415)
    const crossSite = await app.inject({
      method: "DELETE",
      url: "/api/account/wants/want_01",
      headers: { "sec-fetch-site": "cross-site" },
    })
    expect(crossSite.statusCode).toBe(403)
  })

  it.each(["/api/bank-statements/match", "/api/account/wants"])(
    "an anonymous POST to %s is refused with 401 before its body is read",
    async (path) => {
      const server = await buildServer(config, { logger: false })
      await server.listen({ port: 0, host: "127.0.0.1" })
      const { port } = server.server.address() as { port: number }
      const declared = 15 * 1024 * 1024
      const socket = connect(port, "127.0.0.1")
      let sent = 0
      const answer = new Promise<{ text: string; ms: number }>((resolve, reject) => {
        let text = ""
        socket.on("data", (chunk) => {
          text += chunk.toString("latin1")
          if (text.includes("\r\n\r\n")) resolve({ text, ms: performance.now() - started })
        })
        socket.on("error", reject)
      })
      const started = performance.now()
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${declared}\r\n\r\n`
      )
      // The first 64 KB of 15 MB of JSON, then nothing: the answer must not wait for the rest.
      const chunk = Buffer.alloc(64 * 1024, " ")
      chunk[0] = "{".charCodeAt(0)
      socket.write(chunk)
      sent += chunk.length
      const timeout = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 3_000))
      const arrived = await Promise.race([answer, timeout])
      socket.destroy()
      await server.close()
      expect(arrived, "no answer while the body was still on its way").toBeDefined()
      expect(arrived!.text).toMatch(/^HTTP\/1\.1 401 /)
      expect(arrived!.ms).toBeLessThan(3_000)
      expect(sent).toBeLessThan(declared)
    }
  )

  it("unknown keys are named by short excerpts only", async () => {
    const payload = JSON.stringify({ items: [], amount: 1, ["k".repeat(50_000)]: 1 })
    const response = await app.inject({ method: "POST", url: "/api/create-payment-intent", headers: SAME_ORIGIN, payload })
    expect(response.statusCode).toBe(400)
    expect(response.body.length).toBeLessThan(600)
  })

  it("a body above the limit is a { message } 413; deep nesting and NUL in a field are 400s", async () => {
    const big = await app.inject({
      method: "POST",
      url: "/api/auth/sign-in",
      headers: SAME_ORIGIN,
      payload: JSON.stringify({ email: "a@b.co", password: "p".repeat(200_000) }),
    })
    expect(big.statusCode).toBe(413)
    expect(big.json()).toEqual({ message: "The request body is too large." })
    const deep = await app.inject({
      method: "POST",
      url: "/api/auth/sign-in",
      headers: SAME_ORIGIN,
      payload: "[".repeat(5000) + "]".repeat(5000),
    })
    expect(deep.statusCode).toBe(400)
    const nul = await app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: SAME_ORIGIN,
      payload: { firstName: "A\u0000", lastName: "B", email: "a@b.co", password: "long-enough" },
    })
    expect(nul.statusCode).toBe(400)
    expect(nul.json().message).toMatch(/control character/)
  })

  it("checkouts are limited per client address", async () => {
    const open = (remoteAddress: string) =>
      app.inject({ method: "POST", url: "/api/create-payment-intent", headers: SAME_ORIGIN, payload: {}, remoteAddress })
    for (let i = 0; i < 3; i++) expect((await open("10.1.1.1")).statusCode).toBe(400)
    const limited = await open("10.1.1.1")
    expect(limited.statusCode).toBe(429)
    expect(limited.json().message).toMatch(/Too many checkouts/)
    expect((await open("10.1.1.2")).statusCode).toBe(400)
    const complete = (n: number) =>
      app.inject({
        method: "POST",
        url: `/api/checkout/cart_${n}/complete`,
        headers: SAME_ORIGIN,
        payload: {},
        remoteAddress: "10.1.1.3",
      })
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push((await complete(i)).statusCode)
    expect(statuses.at(-1)).toBe(429)
  })
})
