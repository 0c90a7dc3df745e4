import { describe, expect, it } from "vitest"
import { containsPattern, fold } from "./text.js"

describe("fold", () => {
  it("drops accents and case", () => expect(fold("Érd Sestértius ÅÇ")).toBe("erd sestertius ac"))
})

describe("containsPattern", () => {
  it("matches the folded text anywhere", () => expect(containsPattern("Rómán")).toBe("%roman%"))
  it("escapes LIKE's own characters", () => expect(containsPattern("50%_a\\b")).toBe("%50\\%\\_a\\\\b%"))
})
