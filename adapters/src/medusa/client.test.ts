import { createServer as createHttpServer } from "node:http"
import { createServer, type Server, type Socket } from "node:net"
import { afterAll, describe, expect, it } from "vitest"
import { z } from "zod"
import { createMedusaClient } from "./client.js"
import { MedusaCallError } from "./errors.js"

// Two ports that stand for Medusa not answering: one accepts and stays silent (hung),
// one hangs up on every connection (crashed mid-answer). Neither imitates Medusa's API.
const sockets: Socket[] = []
let hangUps = 0
const silent = createServer((socket) => sockets.push(socket))
const hangingUp = createServer((socket) => {
  hangUps++
  socket.destroy()
})
const listen = (server: Server) =>
  new Promise<number>((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as { port: number }).port)))
const silentPort = await listen(silent)
const hangingUpPort = await listen(hangingUp)
afterAll(() => {
  for (const socket of sockets) socket.destroy()
  silent.close()
  hangingUp.close()
})

const client = (port: number) =>
  createMedusaClient({ baseUrl: `http://127.0.0.1:${port}`, publishableKey: "pk_test", timeoutMs: 200 })
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as MedusaCallError
  )

describe("the one Medusa client", () => {
  it("gives up after its timeout: Medusa did not answer", async () => {
    const error = await failure(client(silentPort).request("/store/regions", z.unknown()))
    expect(error).toBeInstanceOf(MedusaCallError)
    expect(error!.unavailable).toBe(true)
    expect(error!.status).toBeUndefined()
  })

  it("keeps a read's retries within its timeout: a hung Medusa costs one timeout, not two", async () => {
    const started = Date.now()
    expect((await failure(client(silentPort).request("/store/products", z.unknown())))!.unavailable).toBe(true)
    expect(Date.now() - started).toBeLessThan(390)
  })

  it("takes a 502, 503 or 504 from Medusa as unavailable, a 500 as an unexpected answer", () => {
    for (const status of [502, 503, 504]) expect(new MedusaCallError("/store/products", status).unavailable).toBe(true)
    expect(new MedusaCallError("/store/products", 500).unavailable).toBe(false)
  })

  it("tries a read once more, never a write", async () => {
    hangUps = 0
    expect((await failure(client(hangingUpPort).request("/store/regions", z.unknown())))!.unavailable).toBe(true)
    expect(hangUps).toBe(2)
    hangUps = 0
    const write = client(hangingUpPort).request("/admin/shop-orders/o/transition", z.unknown(), { method: "POST", body: {} })
    expect((await failure(write))!.unavailable).toBe(true)
    expect(hangUps).toBe(1)
  })

  it("reads Medusa's status, type and code, not its wording", () => {
    const error = new MedusaCallError("/admin/shop-orders/o/transition", 409, {
      type: "conflict",
      code: "order_status_conflict",
      status: "shipped",
      message: "anything",
    })
    expect(error.unavailable).toBe(false)
    expect([error.status, error.type, error.code, error.body.status]).toEqual([
      409,
      "conflict",
      "order_status_conflict",
      "shipped",
    ])
  })
})

// Answers a PDF's first bytes, then either the rest or, for /slow, nothing more; /gone is a 404.
const files = createHttpServer((request, response) => {
  if (request.url === "/gone") {
    response
      .writeHead(404, { "content-type": "application/json" })
      .end(JSON.stringify({ message: "The order has no invoice yet." }))
    return
  }
  response.writeHead(200, {
    "content-type": "application/pdf",
    "content-disposition": 'inline; filename="invoice-2026-000123.pdf"',
  })
  response.write("%PDF-1.7\n")
  if (request.url !== "/slow") response.end("%%EOF")
})
const filesPort = await listen(files)
afterAll(() => {
  files.closeAllConnections()
  files.close()
})

describe("a file from Medusa", () => {
  it("comes as its bytes, type and name", async () => {
    expect(await client(filesPort).file("/paper", { token: "t" })).toEqual({
      body: Buffer.from("%PDF-1.7\n%%EOF"),
      contentType: "application/pdf",
      filename: "invoice-2026-000123.pdf",
    })
  })

  it("refused is a MedusaCallError with Medusa's status and message; cut off by the timeout, no answer", async () => {
    const gone = await failure(client(filesPort).file("/gone"))
    expect(gone).toMatchObject({ status: 404, body: { message: "The order has no invoice yet." } })
    const cut = await failure(client(filesPort).file("/slow"))
    expect(cut).toBeInstanceOf(MedusaCallError)
    expect(cut!.unavailable).toBe(true)
  })
})

// Answers what it was sent (/echo), a 204 (/empty), a 2xx that is not JSON (/text), a 409 with
// Medusa's body (/refused), an ETagged answer or a 304 (/etagged), and half a JSON body (/half).
type Received = { method: string; url: string; headers: Record<string, unknown>; body: string; port: number }
const echoes = createHttpServer((request, response) => {
  let body = ""
  request.on("data", (chunk: Buffer) => (body += chunk.toString()))
  request.on("end", () => {
    const json = (status: number, value: unknown, headers: Record<string, string> = {}) =>
      response.writeHead(status, { "content-type": "application/json", ...headers }).end(JSON.stringify(value))
    const path = request.url!.split("?")[0]
    if (path === "/empty") response.writeHead(204).end()
    else if (path === "/text") response.writeHead(200, { "content-type": "text/html" }).end("<html></html>")
    else if (path === "/refused") json(409, { type: "conflict", code: "order_status_conflict", message: "Shipped." })
    else if (path === "/etagged" && request.headers["if-none-match"] === '"v1"') response.writeHead(304, { etag: '"v1"' }).end()
    else if (path === "/etagged") json(200, { version: 1 }, { etag: '"v1"' })
    else if (path === "/half") response.writeHead(200, { "content-type": "application/json" }).write('{"products":[')
    else {
      const received: Received = {
        method: request.method!,
        url: request.url!,
        headers: request.headers,
        body,
        port: request.socket.remotePort!,
      }
      json(200, received)
    }
  })
})
const echoesPort = await listen(echoes)
afterAll(() => {
  echoes.closeAllConnections()
  echoes.close()
})

describe("a call to Medusa", () => {
  const medusa = client(echoesPort)
  afterAll(() => medusa.close())
  const echoed = z.object({
    method: z.string(),
    url: z.string(),
    headers: z.record(z.string(), z.unknown()),
    body: z.string(),
    port: z.number(),
  })

  it("sends the key, the person's token, the query and a JSON body", async () => {
    const answer = await medusa.request("/echo", echoed, {
      method: "POST",
      token: "t0k",
      query: { fields: ["+a", "b c"], limit: 5, open: true, skipped: undefined },
      body: { quantity: 2 },
    })
    expect(answer).toMatchObject({
      method: "POST",
      url: "/echo?fields=%2Ba&fields=b+c&limit=5&open=true",
      body: '{"quantity":2}',
    })
    expect(answer.headers).toMatchObject({
      accept: "application/json",
      "x-publishable-api-key": "pk_test",
      authorization: "Bearer t0k",
      "content-type": "application/json",
    })
    const plain = await medusa.request("/echo", echoed)
    expect(plain).toMatchObject({ method: "GET", url: "/echo", body: "" })
    expect(plain.headers).not.toHaveProperty("authorization")
    expect(plain.headers).not.toHaveProperty("content-type")
  })

  it("takes a 204 as {}, a 2xx that is not JSON as unexpected, a refusal with Medusa's status and body", async () => {
    expect(await medusa.request("/empty", z.object({}), { method: "DELETE" })).toEqual({})
    await expect(medusa.request("/text", z.unknown())).rejects.toMatchObject({
      name: "UnexpectedAnswerError",
      reason: "not JSON",
    })
    const refused = await failure(medusa.request("/refused", z.unknown(), { method: "POST", body: {} }))
    expect(refused).toBeInstanceOf(MedusaCallError)
    expect([refused!.status, refused!.type, refused!.code, refused!.unavailable]).toEqual([
      409,
      "conflict",
      "order_status_conflict",
      false,
    ])
  })

  it("revalidates with the ETag held: a 304 keeps it, anything else is the answer with its ETag", async () => {
    const version = z.object({ version: z.number() })
    expect(await medusa.revalidate("/etagged", version, undefined)).toEqual({ etag: '"v1"', body: { version: 1 } })
    expect(await medusa.revalidate("/etagged", version, '"v1"')).toEqual({ etag: '"v1"' })
    expect(await medusa.revalidate("/etagged", version, '"v0"')).toEqual({ etag: '"v1"', body: { version: 1 } })
  })

  it("keeps one connection for calls in turn, whatever they were answered", async () => {
    const ports = new Set<number>()
    for (let call = 0; call < 3; call++) {
      ports.add((await medusa.request("/echo", echoed)).port)
      await medusa.request("/empty", z.object({}))
      await medusa.revalidate("/etagged", z.unknown(), '"v1"')
      await failure(medusa.request("/refused", z.unknown()))
      await failure(medusa.request("/text", z.unknown()))
    }
    expect(ports.size).toBe(1)
  })

  it("takes a JSON body cut off by the timeout as no answer", async () => {
    const cut = await failure(medusa.request("/half", z.unknown(), { method: "POST", body: {} }))
    expect(cut).toBeInstanceOf(MedusaCallError)
    expect(cut!.status).toBeUndefined()
    expect(cut!.cause).toMatchObject({ name: "TimeoutError" })
  })
})
