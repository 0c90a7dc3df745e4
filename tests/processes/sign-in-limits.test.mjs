// Failed sign-ins sent at once, spread over both shop servers (and so both Medusa servers), count
// against one budget per account: the counts live in Redis, and each attempt is counted as it is
// let through, not after its password was checked (docs/decisions/126).
import assert from "node:assert/strict"
import { test } from "node:test"
import { MEDUSAS, SHOPS, shop, signInStaff } from "./cluster.mjs"

// An account may fail five times before it waits (docs/decisions/131); the address may fail ten,
// so these eight attempts from the test's one address wait only for the account's sake.
const ACCOUNT_FREE = 5
const ATTEMPTS = 8

const fresh = () => `guess.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`
const statuses = (answers) => answers.map((a) => a.status).sort()

test("guesses at one account sent at once to both shop servers get five tries between them", async () => {
  const email = fresh()
  const answers = await Promise.all(
    Array.from({ length: ATTEMPTS }, (_, i) =>
      shop(SHOPS[i % 2], "/api/auth/sign-in", { method: "POST", body: { email, password: `wrong-${i}-password` } })
    )
  )
  assert.deepEqual(statuses(answers), [...Array(ACCOUNT_FREE).fill(401), ...Array(ATTEMPTS - ACCOUNT_FREE).fill(429)])
  for (const refused of answers.filter((a) => a.status === 429)) assert.match(refused.body.message, /Too many failed sign-ins/)
  // A right password from the same address still gets in, and clears the address's count.
  assert.ok(await signInStaff(SHOPS[1]))
})

test("guesses at one back-office account sent at once to both Medusa servers get five tries between them", async () => {
  const email = fresh()
  const answers = await Promise.all(
    Array.from({ length: ATTEMPTS }, async (_, i) => {
      const response = await fetch(`${MEDUSAS[i % 2]}/auth/user/emailpass`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password: `wrong-${i}-password` }),
        signal: AbortSignal.timeout(60_000),
      })
      return { status: response.status, body: await response.json() }
    })
  )
  assert.deepEqual(statuses(answers), [...Array(ACCOUNT_FREE).fill(401), ...Array(ATTEMPTS - ACCOUNT_FREE).fill(429)])
})
