import assert from "node:assert/strict"
import { test } from "node:test"
import { inGerman, pageRequests, shopPath, warmUpRequests, withPriceRanges } from "../../bench/lib/requests.mjs"

const values = {
  categories: ["ancient-coins", "world-coins", "banknotes", "medals", "tokens"],
  countries: ["France", "Germany", "Italy", "Spain", "United Kingdom", "United States"],
  materials: ["Gold", "Silver", "Bronze", "Copper", "Paper"],
}

test("the catalogue bench warms its servers only with pages it does not measure, of every kind it measures", () => {
  const pages = pageRequests(values, 600)
  const measured = [...pages, ...withPriceRanges(pages), ...inGerman(pages)].map((page) => ({
    method: "GET",
    path: shopPath(page),
  }))
  const warmUp = warmUpRequests(values, measured, 1200)
  const asked = new Set(measured.map((request) => request.path))

  assert.ok(warmUp.length >= 600, `${warmUp.length} warm-up pages`)
  assert.deepEqual(
    warmUp.filter((request) => asked.has(request.path)),
    [],
    "a measured page asked before it is measured would be timed from memory"
  )
  const share = (predicate) => warmUp.filter((request) => predicate(new URL(request.path, "http://shop").searchParams)).length
  assert.ok(share((query) => query.get("lang") === "de") > 0, "German pages")
  assert.ok(share((query) => query.has("priceMin") || query.has("priceMax")) > 0, "pages with a price range")
  assert.ok(share((query) => !query.has("lang") && !query.has("priceMin") && !query.has("priceMax")) > 0, "plain pages")
})
