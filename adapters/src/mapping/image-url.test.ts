import { describe, expect, it } from "vitest"
import { frontAndBack, PLACEHOLDER_IMAGE, toShopImageUrl } from "./image-url.js"

const MEDUSA = "http://127.0.0.1:9000"

describe("toShopImageUrl", () => {
  it("turns Medusa's static URLs into same-origin paths", () => {
    expect(toShopImageUrl("http://127.0.0.1:9000/static/1700-aureus-obverse.svg", MEDUSA)).toBe("/static/1700-aureus-obverse.svg")
  })
  it("treats localhost on another port as Medusa's own file module", () => {
    expect(toShopImageUrl("http://localhost:9000/static/a.svg", "http://127.0.0.1:9100")).toBe("/static/a.svg")
  })
  it("keeps images hosted elsewhere", () => {
    expect(toShopImageUrl("https://cdn.example.com/static/a.jpg", MEDUSA)).toBe("https://cdn.example.com/static/a.jpg")
  })
  it("keeps a relative static path", () => {
    expect(toShopImageUrl("/static/b.svg", MEDUSA)).toBe("/static/b.svg")
  })
})

describe("frontAndBack", () => {
  it("uses the obverse as front and the reverse as back", () => {
    expect(frontAndBack([`${MEDUSA}/static/o.svg`, `${MEDUSA}/static/r.svg`], MEDUSA)).toEqual({
      frontImageUrl: "/static/o.svg",
      backImageUrl: "/static/r.svg",
    })
  })
  it("falls back to the front when there is no reverse", () => {
    expect(frontAndBack([`${MEDUSA}/static/o.svg`], MEDUSA)).toEqual({
      frontImageUrl: "/static/o.svg",
      backImageUrl: "/static/o.svg",
    })
  })
  it("falls back to the placeholder when there is no image", () => {
    expect(frontAndBack([], MEDUSA)).toEqual({ frontImageUrl: PLACEHOLDER_IMAGE, backImageUrl: PLACEHOLDER_IMAGE })
  })
})
