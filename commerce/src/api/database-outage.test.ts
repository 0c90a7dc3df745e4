import assert from "node:assert/strict"
import { test } from "node:test"
import { databaseOutageHandler, isDatabaseOutage, UNDECODABLE_MESSAGE } from "./database-outage"

test("the errors of a database that is gone, restarting or unreachable are an outage, however wrapped", () => {
  const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:54329"), { code: "ECONNREFUSED" })
  assert.ok(isDatabaseOutage(refused))
  assert.ok(isDatabaseOutage(new Error("Connection terminated unexpectedly")))
  assert.ok(isDatabaseOutage(Object.assign(new Error("x"), { name: "KnexTimeoutError" })))
  assert.ok(isDatabaseOutage(Object.assign(new Error("the database system is starting up"), { code: "57P03" })))
  const wrapped = Object.assign(new Error("wrapped"), { cause: refused })
  assert.ok(isDatabaseOutage(Object.assign(new Error("workflow failed"), { originalError: wrapped })))
})

test("other errors are not: Medusa answers them as before", () => {
  assert.equal(isDatabaseOutage(new Error("Cart not found")), false)
  assert.equal(isDatabaseOutage(Object.assign(new Error("duplicate key"), { code: "23505" })), false)
  assert.equal(isDatabaseOutage(undefined), false)
})

test("an address whose parameter Express cannot decode is a 400 saying what to fix, not a 500", () => {
  const answered: { status?: number; body?: unknown } = {}
  const res = {
    status(code: number) {
      answered.status = code
      return this
    },
    json(body: unknown) {
      answered.body = body
      return this
    },
    setHeader() {},
  }
  // What Express throws for /catalogue/products/%E0%A4%A (router/layer.js, decode_param).
  const undecodable = Object.assign(new URIError("Failed to decode param '%E0%A4%A'"), { status: 400, statusCode: 400 })
  let passedOn = false
  void databaseOutageHandler(undecodable, {} as never, res as never, () => (passedOn = true))
  assert.equal(answered.status, 400)
  assert.deepEqual(answered.body, { type: "invalid_data", message: UNDECODABLE_MESSAGE })
  assert.equal(passedOn, false)
})
