import { describe, expect, it } from "vitest"
import { safeReturnTo } from "./return-to.js"

describe("safeReturnTo", () => {
  it.each([
    ["/admin", "/admin"],
    ["/products?search=aureus", "/products?search=aureus"],
    ["//evil.example/x", "/"],
    ["/\\evil.example", "/"],
    ["https://evil.example", "/"],
    ["javascript:alert(1)", "/"],
    ["/a\nb", "/"],
    [undefined, "/"],
    [["/admin"], "/"],
  ])("%j → %s", (input, expected) => expect(safeReturnTo(input)).toBe(expected))
})
