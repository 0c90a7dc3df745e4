import { describe, expect, it } from "vitest"
import { AccountThrottle } from "./account-throttle.js"

describe("AccountThrottle", () => {
  it("blocks an account after too many failures until the window passes", () => {
    let now = 0
    const throttle = new AccountThrottle(3, 60_000, () => now)
    for (let i = 0; i < 3; i++) {
      expect(throttle.retryAfter("A@x.co")).toBe(0)
      throttle.fail("a@x.co")
      now += 1000
    }
    expect(throttle.retryAfter("a@X.co")).toBe(57_000)
    expect(throttle.retryAfter("b@x.co")).toBe(0)
    now = 60_001
    expect(throttle.retryAfter("a@x.co")).toBe(0)
  })

  it("forgets the failures of an account that signs in", () => {
    const throttle = new AccountThrottle(2, 60_000, () => 0)
    throttle.fail("a@x.co")
    throttle.succeed("a@x.co")
    throttle.fail("a@x.co")
    expect(throttle.retryAfter("a@x.co")).toBe(0)
  })
})
