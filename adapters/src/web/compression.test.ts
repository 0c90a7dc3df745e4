import Fastify from "fastify"
import { describe, expect, it } from "vitest"
import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { chosenEncoding, registerCompression } from "./compression.js"

async function app() {
  const server = Fastify()
  await registerCompression(server)
  const page = "<p>" + "Roman denarius of Trajan, silver, VF. ".repeat(200) + "</p>"
  server.get("/page", async (_request, reply) => reply.type("text/html; charset=utf-8").header("vary", "cookie").send(page))
  server.get("/small", async () => ({ ok: true }))
  server.get("/picture", async (_request, reply) => reply.type("image/png").send(Buffer.alloc(4096, 7)))
  return { server, page }
}

describe("compression of answers made per request", () => {
  it("compresses a page in one call, with brotli or gzip as asked, and varies by the encoding too", async () => {
    const { server, page } = await app()
    const br = await server.inject({ url: "/page", headers: { "accept-encoding": "gzip, br" } })
    expect(br.headers["content-encoding"]).toBe("br")
    expect(br.headers.vary).toBe("cookie, accept-encoding")
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(page)
    expect(br.rawPayload.length).toBeLessThan(page.length / 10)
    // Compressed in one call, not piped through a stream: its length is known before it is sent.
    expect(br.headers["content-length"]).toBe(String(br.rawPayload.length))

    const gz = await server.inject({ url: "/page", headers: { "accept-encoding": "gzip" } })
    expect(gz.headers["content-encoding"]).toBe("gzip")
    expect(gunzipSync(gz.rawPayload).toString()).toBe(page)

    const plain = await server.inject({ url: "/page" })
    expect(plain.headers["content-encoding"]).toBeUndefined()
    expect(plain.body).toBe(page)
  })

  it("compresses a drawn listing's size of page in one call too: a stream's plumbing cost it more than compressing", async () => {
    const { server } = await app()
    const listing = "<li>" + "Roman denarius of Trajan, silver, VF, 3.2 g. ".repeat(4_000) + "</li>"
    server.get("/listing", async (_request, reply) => reply.type("text/html; charset=utf-8").send(listing))
    expect(listing.length).toBeGreaterThan(170_000)
    const br = await server.inject({ url: "/listing", headers: { "accept-encoding": "br" } })
    expect(br.headers["content-encoding"]).toBe("br")
    expect(br.headers["content-length"]).toBe(String(br.rawPayload.length))
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(listing)
  })

  it("leaves small answers, pictures and a refused encoding alone", async () => {
    const { server } = await app()
    expect(
      (await server.inject({ url: "/small", headers: { "accept-encoding": "br" } })).headers["content-encoding"]
    ).toBeUndefined()
    expect(
      (await server.inject({ url: "/picture", headers: { "accept-encoding": "br" } })).headers["content-encoding"]
    ).toBeUndefined()
    const refused = await server.inject({ url: "/page", headers: { "accept-encoding": "br;q=0, gzip;q=0" } })
    expect(refused.headers["content-encoding"]).toBeUndefined()
  })

  it("chooses as Accept-Encoding weighs", () => {
    expect(chosenEncoding("gzip, deflate, br, zstd")).toBe("br")
    expect(chosenEncoding("br;q=0.5, gzip")).toBe("gzip")
    expect(chosenEncoding("*")).toBe("br")
    expect(chosenEncoding("identity")).toBeUndefined()
    expect(chosenEncoding(undefined)).toBeUndefined()
  })
})
