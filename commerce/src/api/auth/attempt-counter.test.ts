import assert from "node:assert/strict"
import { test } from "node:test"
import { MemoryAttemptCounter } from "./attempt-counter"

const account = { key: "account:a@example.com", backoff: { free: 5, baseMs: 1000, maxMs: 60_000 } }
const address = { key: "address:203.0.113.7", backoff: { free: 10, baseMs: 1000, maxMs: 15 * 60_000 } }

test("attempts sent at once are counted as they are let through: five pass, the rest wait", async () => {
  const counter = new MemoryAttemptCounter()
  const waits = await Promise.all(Array.from({ length: 8 }, () => counter.claim([address, account])))
  assert.equal(waits.filter((w) => w === 0).length, 5)
  for (const wait of waits.filter((w) => w > 0)) assert.ok(wait > 0 && wait <= 1000)
})

test("a refused attempt is not counted, and clearing both keys lets the account in again", async () => {
  const counter = new MemoryAttemptCounter()
  for (let i = 0; i < 5; i++) assert.equal(await counter.claim([account]), 0)
  assert.ok((await counter.claim([account])) > 0)
  assert.ok((await counter.claim([account])) > 0)
  await counter.clear([account.key])
  assert.equal(await counter.claim([account]), 0)
})

test("a failure's wait starts when the failure is known", async () => {
  const counter = new MemoryAttemptCounter()
  for (let i = 0; i < 5; i++) assert.equal(await counter.claim([account]), 0)
  await new Promise((resolve) => setTimeout(resolve, 300))
  await counter.touch([account.key])
  assert.ok((await counter.claim([account])) > 900)
})
