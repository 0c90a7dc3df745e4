import { describe, expect, it } from "vitest"
import { DEFAULT_TIMEOUT_MS } from "./client.js"
import { MedusaCallError } from "./errors.js"
import { callsBefore, type MedusaCallOptions } from "./call.js"

// What each call was allowed to wait, in the order the calls were made.
function recordingCall(takesMs: number) {
  const allowed: (number | undefined)[] = []
  const call = async (_path: string, options: MedusaCallOptions = {}) => {
    allowed.push(options.timeoutMs)
    await new Promise((resolve) => setTimeout(resolve, takesMs))
    return {}
  }
  return { call, allowed }
}

describe("calls sharing one budget", () => {
  it("give each call what is left of the budget, never more than a call's own limit", async () => {
    const { call, allowed } = recordingCall(200)
    const within = callsBefore(call, Date.now() + 1_000)
    await within("/one")
    await within("/two", { timeoutMs: 300 })
    expect(allowed[0]).toBeGreaterThan(900)
    expect(allowed[0]).toBeLessThanOrEqual(1_000)
    // The second call is held to its own 300 ms, not to the 800 ms left.
    expect(allowed[1]).toBe(300)

    const { call: slow, allowed: long } = recordingCall(0)
    await callsBefore(slow, Date.now() + 60_000)("/three")
    expect(long[0]).toBe(DEFAULT_TIMEOUT_MS)
  })

  it("make no call once the budget is spent: Medusa counts as unavailable", async () => {
    const { call, allowed } = recordingCall(0)
    const error = await callsBefore(call, Date.now() - 1)("/late").catch((e: unknown) => e)
    expect(error).toBeInstanceOf(MedusaCallError)
    expect((error as MedusaCallError).unavailable).toBe(true)
    expect(allowed).toEqual([])
  })
})
