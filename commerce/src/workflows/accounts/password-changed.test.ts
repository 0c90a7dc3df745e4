import assert from "node:assert/strict"
import { test } from "node:test"
import { issuedBeforeChange, PASSWORD_CHANGED_AT } from "./password-changed"

const changedAt = Date.UTC(2026, 10, 25, 14, 0, 0, 500)
const metadata = { customer_id: "cus_1", user_id: "user_1", [PASSWORD_CHANGED_AT]: changedAt }

test("a token issued before the password changed opens nothing more", () => {
  assert.equal(issuedBeforeChange(changedAt / 1000 - 3600, metadata), true)
  assert.equal(issuedBeforeChange(Math.floor(changedAt / 1000) - 1, metadata), true)
})

test("a token issued in the second of the change or later stays valid, so the owner can sign in at once", () => {
  assert.equal(issuedBeforeChange(Math.floor(changedAt / 1000), metadata), false)
  assert.equal(issuedBeforeChange(Math.floor(changedAt / 1000) + 60, metadata), false)
})

test("an identity whose password never changed here refuses nothing", () => {
  assert.equal(issuedBeforeChange(1, { customer_id: "cus_1" }), false)
  assert.equal(issuedBeforeChange(1, null), false)
  assert.equal(issuedBeforeChange(undefined, metadata), false)
})
