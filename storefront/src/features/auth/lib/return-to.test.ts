import { safeReturnTo, signInPath } from "./return-to"

describe("safeReturnTo", () => {
  it.each([
    ["/admin", "/admin"],
    ["/products?search=x", "/products?search=x"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["https://evil.example", "/"],
    [null, "/"],
    ["", "/"],
  ])("%j → %s", (input, expected) => expect(safeReturnTo(input)).toBe(expected))

  it("builds the sign-in address", () => {
    expect(signInPath("/admin")).toBe("/sign-in?returnTo=%2Fadmin")
    expect(signInPath("https://evil.example")).toBe("/sign-in?returnTo=%2F")
  })
})
