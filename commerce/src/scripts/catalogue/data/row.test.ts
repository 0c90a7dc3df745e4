import assert from "node:assert/strict"
import { test } from "node:test"
import { periodOfYear } from "./row"

test("the period follows the year", () => {
  assert.equal(periodOfYear("1873"), "19th century")
  assert.equal(periodOfYear("1923"), "20th century")
  assert.equal(periodOfYear("2021"), "Contemporary")
  assert.equal(periodOfYear("c. 1586-1635"), "Early modern")
  assert.throws(() => periodOfYear("27 BC - AD 14"))
})
