import Fastify, { type FastifyInstance, type InjectOptions } from "fastify"
import { beforeEach, describe, expect, it } from "vitest"
import type { MedusaCall } from "../auth/medusa-caller.js"
import { MedusaError, type MedusaClient } from "../medusa/client.js"
import { registerAccounts } from "../auth/accounts.js"
import { registerErrorHandling } from "../http/errors.js"
import { registerOpenApi } from "../http/openapi.js"
import { registerSameOriginGuard } from "../http/same-origin.js"
import { SESSION_COOKIE } from "../session/session-cookies.js"
import { CUSTOMER, FakeMedusa, STAFF } from "../test-support/fake-medusa.js"

const config = { medusaUrl: "http://medusa.test", medusaPublishableKey: "pk_test", cookieSecret: "s".repeat(40) }
const ORIGIN = { host: "shop.test", origin: "http://shop.test" }
const STATE = {
  order_id: "order_01ABC",
  reference: "ORD-01ABC0",
  currency_code: "eur",
  due: "149.00",
  received: "100.00",
  outstanding: "49.00",
  excess: "0.00",
  paid: false,
  payments: [
    { amount: "100.00", received_at: "2026-11-20T00:00:00.000Z", bank_reference: "R1", source: "manual", statement_text: null },
  ],
}

let medusa: FakeMedusa
let app: FastifyInstance
let answer: () => unknown
beforeEach(async () => {
  medusa = new FakeMedusa()
  answer = () => ({ bank_payment: STATE })
  // Medusa's bank-transfer routes answer as the test says; sign-in goes to the fake as elsewhere.
  const client: MedusaClient = {
    baseUrl: "http://medusa.test",
    request: async (path, schema, options = {}) => {
      medusa.calls.push({
        method: options.method ?? "GET",
        path,
        body: options.body as Record<string, unknown>,
        token: options.token,
      })
      return schema.parse(answer())
    },
  }
  const call: MedusaCall = (path, options) => medusa.call(path, options)
  app = Fastify({ logger: false })
  registerErrorHandling(app)
  await registerOpenApi(app)
  registerSameOriginGuard(app)
  await registerAccounts(app, config, client, { medusaCall: call })
})

const send = (options: InjectOptions & { cookie?: string }) =>
  app.inject({
    ...options,
    headers: {
      ...ORIGIN,
      ...(options.payload !== undefined ? { "content-type": "application/json" } : {}),
      ...(options.cookie ? { cookie: `${SESSION_COOKIE}=${options.cookie}` } : {}),
    },
  })

async function signIn(who: { email: string; password: string }): Promise<string> {
  const response = await send({ method: "POST", url: "/api/auth/sign-in", payload: who })
  expect(response.statusCode).toBe(200)
  return response.cookies.find((c) => c.name === SESSION_COOKIE)!.value
}

const bankCalls = () => medusa.calls.filter((c) => c.path.includes("bank"))

describe("bank transfers on the dashboard", () => {
  it("is for staff only: 401 without a session, 403 for a customer, and Medusa is never asked", async () => {
    const body = { amount: "100.00", receivedAt: "2026-11-20", bankReference: "R1" }
    expect((await send({ method: "POST", url: "/api/orders/order_01ABC/bank-payments", payload: body })).statusCode).toBe(401)
    const customer = await signIn(CUSTOMER)
    const response = await send({ method: "POST", url: "/api/orders/order_01ABC/bank-payments", payload: body, cookie: customer })
    expect(response.statusCode).toBe(403)
    expect(bankCalls()).toEqual([])
  })

  it("records a payment with one call to Medusa's admin route and answers the payment state", async () => {
    const staff = await signIn(STAFF)
    const response = await send({
      method: "POST",
      url: "/api/orders/order_01ABC/bank-payments",
      payload: { amount: "100.00", receivedAt: "2026-11-20", bankReference: "R1" },
      cookie: staff,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ orderId: "order_01ABC", outstanding: "49.00", paid: false, currency: "EUR" })
    expect(bankCalls()).toEqual([
      {
        method: "POST",
        path: "/admin/shop-orders/order_01ABC/bank-payments",
        body: { amount: "100.00", received_at: "2026-11-20", bank_reference: "R1" },
        token: medusa.staffToken,
      },
    ])
  })

  it("bad input is a 400 naming the field, before Medusa is asked; Medusa's 409 reaches the staff", async () => {
    const staff = await signIn(STAFF)
    const bad = await send({
      method: "POST",
      url: "/api/orders/order_01ABC/bank-payments",
      payload: { amount: "12,50", receivedAt: "yesterday", bankReference: "" },
      cookie: staff,
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toMatch(/amount/)
    expect(bankCalls()).toEqual([])

    answer = () => {
      throw new MedusaError("/admin/shop-orders/order_01ABC/bank-payments", 409, {
        type: "conflict",
        message: "Order ORD-01ABC0 is already paid.",
      })
    }
    const conflict = await send({
      method: "POST",
      url: "/api/orders/order_01ABC/bank-payments",
      payload: { amount: "1.00", receivedAt: "2026-11-20", bankReference: "R2" },
      cookie: staff,
    })
    expect(conflict.statusCode).toBe(409)
    expect(conflict.json()).toEqual({ message: "Order ORD-01ABC0 is already paid." })
  })

  it("a statement's file is refused above the size limit with a 4xx", async () => {
    const staff = await signIn(STAFF)
    const response = await send({
      method: "POST",
      url: "/api/bank-statements/match",
      payload: { format: "csv", content: "x".repeat(16_000_001) },
      cookie: staff,
    })
    expect(response.statusCode).toBeGreaterThanOrEqual(400)
    expect(response.statusCode).toBeLessThan(500)
    expect(bankCalls()).toEqual([])
  })
})
