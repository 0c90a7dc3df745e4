import sharp from "sharp"
import { describe, expect, it } from "vitest"
import { requestedWidth, toWebp, UncachedBudget, VariantCache } from "./image-variant.js"

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><circle cx="300" cy="300" r="250"/></svg>'
)

describe("image variants on the shop server", () => {
  it("accepts only the offered widths", () => {
    expect(requestedWidth({})).toBeUndefined()
    expect(requestedWidth({ w: "480" })).toBe(480)
    for (const w of ["481", "", "0480x", "1e3", ["160", "320"], 480]) expect(requestedWidth({ w })).toBe("invalid")
  })

  it("draws a vector at the asked width as WebP", async () => {
    expect(await sharp(await toWebp(SVG, 960)).metadata()).toMatchObject({ format: "webp", width: 960, height: 960 })
  })

  it("makes a variant once for requests that arrive together, and again after a failure", async () => {
    const cache = new VariantCache()
    let calls = 0
    const make = async () => {
      calls++
      return toWebp(SVG, 160)
    }
    const images = await Promise.all(Array.from({ length: 10 }, () => cache.getOrMake("a?w=160", make)))
    expect(calls).toBe(1)
    expect(new Set(images).size).toBe(1)

    await expect(cache.getOrMake("b?w=160", () => Promise.reject(new Error("unreadable")))).rejects.toThrow("unreadable")
    await cache.getOrMake("b?w=160", make)
    expect(calls).toBe(2)
  })

  it("keeps at most its limit, forgetting the oldest", async () => {
    const cache = new VariantCache(2)
    let calls = 0
    const make = async () => Buffer.from(String(++calls))
    for (const key of ["a", "b", "c", "a"]) await cache.getOrMake(key, make)
    expect(calls).toBe(4)
  })

  it("lets one address have a few variants made a minute, each address on its own", () => {
    let now = 0
    const budget = new UncachedBudget(3, () => now)
    expect([1, 2, 3, 4].map(() => budget.take("10.0.0.1"))).toEqual([true, true, true, false])
    expect(budget.take("10.0.0.2")).toBe(true)
    now += 59_999
    expect(budget.take("10.0.0.1")).toBe(false)
    now += 1
    expect(budget.take("10.0.0.1")).toBe(true)
  })
})
