import { describe, expect, it } from "vitest"
import { BackoffThrottle } from "./sign-in-throttle.js"

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
