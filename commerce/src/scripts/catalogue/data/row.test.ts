import assert from "node:assert/strict"
import { test } from "node:test"
import { coinRows, noteRows, periodOfYear } from "./row"

test("the period follows the year", () => {
  assert.equal(periodOfYear("1873"), "19th century")
  assert.equal(periodOfYear("1923"), "20th century")
  assert.equal(periodOfYear("2021"), "Contemporary")
  assert.equal(periodOfYear("c. 1586-1635"), "Early modern")
  assert.throws(() => periodOfYear("27 BC - AD 14"))
})

const facts = ["Peace Dollar 1922", "Silver", 42, "AU", "1 Dollar", "1922", "Philadelphia", 26.73, 38.1, "KM# 150"]

test("a coin row becomes a draft with the defaults filled in", () => {
  const [draft] = coinRows("Modern Coins", [{ country: "United States", facts, description: "Satiny." }])
  assert.equal(draft?.period, "20th century")
  assert.equal(draft?.stock, 1)
  assert.equal(draft?.gradingService, null)
  assert.equal(draft?.isFeatured, false)
})

test("a row the data file gets wrong is refused, not seeded", () => {
  assert.throws(() => coinRows("Modern Coins", [{ country: "United States", facts, description: "x", featurd: true }]))
  assert.throws(() => coinRows("Modern Coins", [{ country: "United States", facts, description: "x", slab: ["XYZ", "1"] }]))
  assert.throws(() => noteRows([{ country: "United States", facts, description: "x" }]))
})
