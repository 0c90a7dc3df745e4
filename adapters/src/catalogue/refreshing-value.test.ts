import { describe, expect, it } from "vitest"
import { RefreshingValue } from "./refreshing-value.js"

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe("RefreshingValue", () => {
  it("loads once for concurrent first readers", async () => {
    let loads = 0
    const value = new RefreshingValue(async () => ++loads, 1000)
    expect(await Promise.all([value.get(), value.get()])).toEqual([1, 1])
    expect(loads).toBe(1)
  })

  it("serves the old value at once while refreshing a stale one", async () => {
    let now = 0
    const next = deferred<string>()
    let calls = 0
    const value = new RefreshingValue(
      () => (++calls === 1 ? Promise.resolve("old") : next.promise),
      100,
      () => now
    )
    expect(await value.get()).toBe("old")
    now = 500
    expect(await value.get()).toBe("old")
    next.resolve("new")
    await next.promise
    await Promise.resolve()
    expect(await value.get()).toBe("new")
  })

  it("keeps the last good value when a refresh fails, and reports it", async () => {
    let now = 0
    let fail = false
    const errors: unknown[] = []
    const value = new RefreshingValue(
      async () => {
        if (fail) throw new Error("down")
        return "good"
      },
      100,
      () => now,
      (error) => errors.push(error)
    )
    await value.get()
    fail = true
    now = 500
    expect(await value.get()).toBe("good")
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(errors).toHaveLength(1)
  })

  it("lets the first reader see a failure when there is nothing to serve", async () => {
    const value = new RefreshingValue(async () => {
      throw new Error("down")
    }, 100)
    await expect(value.get()).rejects.toThrow("down")
  })
})
