import assert from "node:assert/strict"
import { test } from "node:test"
import { isDatabaseOutage } from "./database-outage"

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
