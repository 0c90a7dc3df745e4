import { describe, expect, it } from "vitest"
import { staticImagePath } from "./static-path.js"

describe("staticImagePath", () => {
  it.each([
    ["coin-obverse.svg", "coin-obverse.svg"],
    ["1712-aureus_front.JPG", "1712-aureus_front.JPG"],
    ["folder/photo.webp", "folder/photo.webp"],
    ["coin%2dobverse.png", "coin-obverse.png"],
  ])("serves %s as %s", (rest, path) => expect(staticImagePath(rest)?.path).toBe(path))

  it.each([
    "",
    "..",
    "%2e%2e/app",
    ".%2e/health",
    "%2E%2E%2Fapp",
    "a/../../app",
    "a/%2e%2e/b.png",
    "./a.png",
    ".hidden.png",
    "a//b.png",
    "a%5c..%5cb.png",
    "a%00.png",
    "app",
    "health",
    "index.html",
    "a.png.html",
    "a.js",
    "%E0%A4%A.png",
    "noextension",
  ])("refuses %j", (rest) => expect(staticImagePath(rest)).toBeUndefined())
})
