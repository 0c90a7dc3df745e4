import { createServer, type Server, type Socket } from "node:net"
import { afterAll, describe, expect, it } from "vitest"
import { z } from "zod"
import { createMedusaClient, MedusaError } from "./client.js"

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
    (error: unknown) => error as MedusaError
  )

describe("the one Medusa client", () => {
  it("gives up after its timeout: Medusa did not answer", async () => {
    const error = await failure(client(silentPort).request("/store/regions", z.unknown()))
    expect(error).toBeInstanceOf(MedusaError)
    expect(error!.unavailable).toBe(true)
    expect(error!.status).toBeUndefined()
  })

  it("keeps a read's retries within its timeout: a hung Medusa costs one timeout, not two", async () => {
    const started = Date.now()
    expect((await failure(client(silentPort).request("/store/products", z.unknown())))!.unavailable).toBe(true)
    expect(Date.now() - started).toBeLessThan(390)
  })

  it("takes a 502, 503 or 504 from Medusa as unavailable, a 500 as an unexpected answer", () => {
    for (const status of [502, 503, 504]) expect(new MedusaError("/store/products", status).unavailable).toBe(true)
    expect(new MedusaError("/store/products", 500).unavailable).toBe(false)
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
    const error = new MedusaError("/admin/shop-orders/o/transition", 409, {
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
