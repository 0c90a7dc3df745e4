import { describe, expect, it } from "vitest"
import { imageAtWidth, imageSrcSet, PLACEHOLDER_IMAGE } from "./image-variants.js"

describe("image variants", () => {
  it("offers every width of a picture the shop server proxies from Medusa", () => {
    expect(imageSrcSet("/static/1-denarius.svg")).toBe(
      "/static/1-denarius.svg?w=160 160w, /static/1-denarius.svg?w=320 320w, /static/1-denarius.svg?w=480 480w, " +
        "/static/1-denarius.svg?w=640 640w, /static/1-denarius.svg?w=960 960w"
    )
    expect(imageAtWidth("/static/1-denarius.svg", 160)).toBe("/static/1-denarius.svg?w=160")
  })

  it("leaves the placeholder, another site's picture and an address with a query as they are", () => {
    for (const src of [PLACEHOLDER_IMAGE, "https://cdn.example/denarius.jpg", "/static/1-denarius.svg?v=2", "/images/coin.svg"]) {
      expect(imageSrcSet(src)).toBeUndefined()
      expect(imageAtWidth(src, 160)).toBe(src)
    }
  })
})
