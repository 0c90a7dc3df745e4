import assert from "node:assert/strict"
import { test } from "node:test"
import { demoCatalogue } from "./demo-catalogue"
import { assertValidItem } from "./test-support"
import { CATEGORIES } from "./types"

const items = demoCatalogue()

test("the demo catalogue has at least 130 items in every category", () => {
  assert.ok(items.length >= 130, `only ${items.length} items`)
  const minimum = { "Ancient Coins": 30, "Modern Coins": 30, Banknotes: 20, "Medals & Tokens": 20, Bullion: 15 }
  for (const category of CATEGORIES) {
    const count = items.filter((item) => item.category === category).length
    assert.ok(count >= minimum[category], `${category}: ${count} items`)
  }
})

test("every demo item is valid", () => {
  for (const item of items) assertValidItem(item)
})

test("exactly 12 featured and 12 new items, never the same one", () => {
  assert.equal(items.filter((item) => item.isFeatured).length, 12)
  assert.equal(items.filter((item) => item.isNew).length, 12)
  assert.deepEqual(
    items.filter((item) => item.isFeatured && item.isNew),
    []
  )
})

test("handles are unique and derived from the titles", () => {
  assert.equal(new Set(items.map((item) => item.handle)).size, items.length)
  const augustus = items.find((item) => item.title === "Augustus Denarius, Lugdunum, Caius and Lucius Caesars")
  assert.equal(augustus?.handle, "augustus-denarius-lugdunum-caius-and-lucius-caesars")
  assert.ok(items.some((item) => item.handle === "zurich-federal-shooting-festival-medal-1872"))
})

test("most items are unique pieces and a few common ones are stocked", () => {
  const single = items.filter((item) => item.stock === 1).length
  assert.ok(single > items.length * 0.6, `${single} of ${items.length} have stock 1`)
  assert.ok(items.some((item) => item.stock >= 10))
})

test("descriptions read like a dealer's: two or three sentences", () => {
  for (const item of items) {
    const sentences = (item.description.match(/[.!?](?=\s|$)/g) ?? []).length
    assert.ok(sentences >= 2 && sentences <= 3, `${item.handle}: ${sentences} sentences`)
  }
})

test("prices run from a few euros to several thousand", () => {
  const prices = items.map((item) => item.priceEur)
  assert.ok(Math.min(...prices) < 15)
  assert.ok(Math.max(...prices) > 5000)
})

test("the catalogue offers what search and filters are tested with", () => {
  const text = (item: (typeof items)[number]): string => `${item.title} ${item.description}`
  assert.ok(items.some((item) => item.denomination === "Denarius" && text(item).includes("Denarius")))
  assert.ok(items.some((item) => item.catalogueRef === "KM# 123"))
  assert.ok(items.filter((item) => item.catalogueRef.startsWith("KM# ")).length >= 10)
  assert.ok(items.some((item) => item.catalogueRef.startsWith("Pick# ")))
  for (const accented of ["Médaille", "Zürich", "Besançon"]) {
    assert.ok(
      items.some((item) => text(item).includes(accented)),
      `nothing mentions ${accented}`
    )
  }
  for (const material of [
    "Gold",
    "Silver",
    "Bronze",
    "Copper",
    "Copper-nickel",
    "Billon",
    "Electrum",
    "Platinum",
    "Paper",
    "Polymer",
  ]) {
    assert.ok(
      items.some((item) => item.material === material),
      `no ${material} item`
    )
  }
  for (const service of ["NGC", "PCGS", "PMG", "ANACS"]) {
    assert.ok(
      items.some((item) => item.gradingService === service),
      `no ${service} slab`
    )
  }
  assert.ok(new Set(items.map((item) => item.country)).size >= 30)
})

test("the same list on every call, as fresh objects", () => {
  const again = demoCatalogue()
  assert.deepEqual(again, items)
  again[0].title = "changed"
  assert.notEqual(demoCatalogue()[0].title, "changed")
})
