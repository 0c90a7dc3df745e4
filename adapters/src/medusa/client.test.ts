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
