import { describe, expect, it } from "vitest"
import { BackoffThrottle, MemorySignInThrottle } from "./sign-in-throttle.js"

describe("BackoffThrottle", () => {
  it("lets the first failures through, then doubles the wait up to its ceiling", () => {
    let now = 0
    const throttle = new BackoffThrottle({ free: 2, baseMs: 1000, maxMs: 4000 }, () => now)
    throttle.fail("a")
    throttle.fail("a")
    expect(throttle.wait("a")).toBe(1000)
    now = 1000
    expect(throttle.wait("a")).toBe(0)
    throttle.fail("a")
    expect(throttle.wait("a")).toBe(2000)
    throttle.fail("a")
    throttle.fail("a")
    // Never a lock: the wait stops growing at maxMs, however many failures.
    for (let i = 0; i < 50; i++) throttle.fail("a")
    expect(throttle.wait("a")).toBe(4000)
    expect(throttle.wait("b")).toBe(0)
  })

  it("forgets a key after a success or a long quiet", () => {
    let now = 0
    const throttle = new BackoffThrottle({ free: 0, baseMs: 1000, maxMs: 1000 }, () => now)
    throttle.fail("a")
    throttle.succeed("a")
    expect(throttle.wait("a")).toBe(0)
    throttle.fail("a")
    expect(throttle.wait("a")).toBe(1000)
    now = 2000
    throttle.fail("a")
    expect(throttle.wait("a")).toBe(1000)
  })
})

describe("MemorySignInThrottle", () => {
  const rules = { address: { free: 10, baseMs: 1000, maxMs: 900_000 }, account: { free: 5, baseMs: 1000, maxMs: 60_000 } }
  const keys = { address: "203.0.113.7", account: "a@example.com" }

  it("counts an attempt as it lets it through, so attempts sent at once cannot all pass", async () => {
    const throttle = new MemorySignInThrottle(rules)
    const waits = await Promise.all(Array.from({ length: 8 }, () => throttle.claim(keys)))
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5)
  })

  it("counts no refused attempt, and a success clears the address and the account", async () => {
    let now = 0
    const throttle = new MemorySignInThrottle(rules, () => now)
    for (let i = 0; i < 5; i++) expect(await throttle.claim(keys)).toBe(0)
    expect(await throttle.claim(keys)).toBe(1000)
    now = 500
    expect(await throttle.claim(keys)).toBe(500)
    await throttle.succeed(keys)
    expect(await throttle.claim(keys)).toBe(0)
  })

  it("starts a failure's wait when the failure is known, not when its attempt began", async () => {
    let now = 0
    const throttle = new MemorySignInThrottle(rules, () => now)
    for (let i = 0; i < 5; i++) expect(await throttle.claim(keys)).toBe(0)
    // The last password check took a second and a half.
    now = 1500
    await throttle.failed(keys)
    expect(await throttle.claim(keys)).toBe(1000)
  })
})
