import assert from "node:assert/strict"
import { test } from "node:test"
import { hasCriterion, wantColumns } from "./criteria"
import { countryKeys, matchStatement, pieceForWants } from "./matching"

const piece = {
  id: "prod_1",
  title: "Denarius of Trajan",
  catalogue_ref: "RIC 118",
  denomination: "Denarius",
  country: "IT",
  description: "Struck at Rome.",
  category_ids: ["pcat_ancient", "pcat_other"],
  material: "Silver",
  period: "Roman Émpire",
  grade: "VF-30",
  price: 149.99,
}

test("a piece is matched by its first category, folded keys, its country's code and name, and its price in cents", () => {
  const matched = pieceForWants(piece, "2026-11-23T10:00:00.000Z")
  assert.deepEqual(matched, {
    product_id: "prod_1",
    text: "Denarius of Trajan RIC 118 Denarius IT Struck at Rome.",
    category_id: "pcat_ancient",
    country_keys: ["it", "italy"],
    material_key: "silver",
    period_key: "roman empire",
    quality_key: "vf-30",
    price_cents: 14_999,
    news_at: "2026-11-23T10:00:00.000Z",
  })
  assert.deepEqual(countryKeys("Roman Empire"), ["roman empire"])
  assert.deepEqual(countryKeys(null), [])
})

test("the statement passes every value as a parameter, in order", () => {
  const { sql, params } = matchStatement(pieceForWants(piece, "2026-11-23T10:00:00.000Z"))
  assert.equal((sql.match(/\?/g) ?? []).length, params.length)
  assert.doesNotMatch(sql, /Trajan|silver|italy/)
  assert.match(sql, /"tokens" <@/)
  assert.match(sql, /on conflict \("want_id", "product_id"\) do nothing/)
})

test("a want needs a criterion; a search without a word the catalogue looks for is refused", () => {
  assert.equal(hasCriterion({}), false)
  assert.equal(hasCriterion({ price_max_cents: 0 }), true)
  assert.equal(hasCriterion({ quality: "vf" }), true)
  assert.throws(() => wantColumns({ search: "the" }, []), /has no word the catalogue looks for/)
  assert.deepEqual(wantColumns({ country: "  Côte d'Ivoire " }, []).country_key, "cote d'ivoire")
})
