import assert from "node:assert/strict"
import { test } from "node:test"
import { signUnsubscribeToken, UNSUBSCRIBE_TOKEN_DAYS, verifyUnsubscribeToken } from "./unsubscribe-token"

const SECRET = "test-secret"
const PURPOSE = "watch-price-alerts"
const now = Date.UTC(2026, 10, 23)

test("a token opens the record it was signed for, for its purpose only", () => {
  const token = signUnsubscribeToken(PURPOSE, "watch_01ABC", SECRET, now)
  assert.deepEqual(verifyUnsubscribeToken(PURPOSE, token, SECRET, now), { ok: true, id: "watch_01ABC" })
  assert.deepEqual(verifyUnsubscribeToken("want-unsubscribe", token, SECRET, now), { ok: false, reason: "invalid" })
  assert.deepEqual(verifyUnsubscribeToken(PURPOSE, token, "another-secret", now), { ok: false, reason: "invalid" })
})

test("an altered id, expiry or signature, or a malformed token, opens nothing", () => {
  const token = signUnsubscribeToken(PURPOSE, "watch_01ABC", SECRET, now)
  const [id, expires, signature] = token.split(".")
  for (const bad of [
    `watch_01ABD.${expires}.${signature}`,
    `${id}.${Number(expires) + 1}.${signature}`,
    `${id}.${expires}.${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`,
    "",
    "watch_01ABC",
    `${token}.extra`,
  ]) {
    assert.equal(verifyUnsubscribeToken(PURPOSE, bad, SECRET, now).ok, false, bad)
  }
})

test("a token expires after its days", () => {
  const token = signUnsubscribeToken(PURPOSE, "watch_01ABC", SECRET, now)
  const day = 24 * 60 * 60 * 1000
  assert.equal(verifyUnsubscribeToken(PURPOSE, token, SECRET, now + (UNSUBSCRIBE_TOKEN_DAYS - 1) * day).ok, true)
  assert.deepEqual(verifyUnsubscribeToken(PURPOSE, token, SECRET, now + (UNSUBSCRIBE_TOKEN_DAYS + 1) * day), {
    ok: false,
    reason: "expired",
  })
})
