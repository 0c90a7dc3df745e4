import assert from "node:assert/strict"
import { test } from "node:test"
import { assertValidItem } from "../test-support"
import { CATEGORIES, type CatalogueItem } from "../types"
import { bulkItem } from "./bulk-item"
import { Dice, mulberry32 } from "./random"

const SAMPLE = 10_000
const sample: CatalogueItem[] = Array.from({ length: SAMPLE }, (_, i) => bulkItem(i))

test("the same index always gives the same item", () => {
  assert.deepEqual(bulkItem(42), bulkItem(42))
  assert.deepEqual(bulkItem(0), sample[0])
  assert.deepEqual(bulkItem(99_999), bulkItem(99_999))
  assert.notDeepEqual(bulkItem(1), bulkItem(2))
})

test("handles are unique and end with the index", () => {
  assert.equal(new Set(sample.map((item) => item.handle)).size, SAMPLE)
  sample.forEach((item, i) => assert.ok(item.handle.endsWith(`-b${i}`), item.handle))
})

test("every bulk item is valid", () => {
  for (const item of sample) assertValidItem(item)
})

test("all categories appear, in roughly the planned shares", () => {
  for (const category of CATEGORIES) {
    const share = sample.filter((item) => item.category === category).length / SAMPLE
    assert.ok(share > 0.05 && share < 0.35, `${category}: ${share}`)
  }
})

test("about 1% featured and 1% new, never both; stock is mostly 1", () => {
  const featured = sample.filter((item) => item.isFeatured).length
  const fresh = sample.filter((item) => item.isNew).length
  assert.ok(featured > SAMPLE * 0.005 && featured < SAMPLE * 0.015, `featured ${featured}`)
  assert.ok(fresh > SAMPLE * 0.005 && fresh < SAMPLE * 0.015, `new ${fresh}`)
  assert.equal(sample.filter((item) => item.isFeatured && item.isNew).length, 0)
  assert.ok(sample.filter((item) => item.stock === 1).length > SAMPLE * 0.8)
})

test("the bulk catalogue is varied", () => {
  const distinct = (pick: (item: CatalogueItem) => string): number => new Set(sample.map(pick)).size
  assert.ok(distinct((item) => item.title) > SAMPLE * 0.9, "titles")
  assert.ok(distinct((item) => item.country) >= 40, "countries")
  assert.ok(distinct((item) => item.material) >= 12, "materials")
  assert.ok(distinct((item) => item.period) >= 10, "periods")
  assert.ok(distinct((item) => item.grade) >= 15, "grades")
  assert.ok(distinct((item) => String(item.priceEur)) >= 1000, "prices")
  assert.ok(
    sample.some((item) => /[éüèçł]/.test(item.title)),
    "accented titles"
  )
})

test("a negative or fractional index is refused", () => {
  assert.throws(() => bulkItem(-1), RangeError)
  assert.throws(() => bulkItem(1.5), RangeError)
})

test("Dice draws the mulberry32 sequence", () => {
  const dice = new Dice(1234)
  const reference = mulberry32(1234)
  for (let i = 0; i < 100; i++) assert.equal(dice.float(), reference())
})
