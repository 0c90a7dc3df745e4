import assert from "node:assert/strict"
import { test } from "node:test"
import { issuesFromMessage, readForm, toForm } from "./collector-form"

test("a stored record fills the form and reads back unchanged", () => {
  const stored = {
    country: "France",
    period: "20th century",
    grade: "TTB",
    denomination: "20 Francs",
    year: "1907",
    mint: "Paris",
    weight_grams: 6.45,
    diameter_mm: 21,
    catalogue_ref: "KM# 857",
    grading_service: "NGC",
    certificate_number: "123-456",
    is_featured: true,
    is_new: false,
  }
  const form = toForm(stored)
  assert.equal(form.weight_grams, "6.45")
  assert.deepEqual(readForm(form), { fields: stored, issues: [] })
})

test("a product without a record starts from an empty form", () => {
  const form = toForm(null)
  assert.equal(form.grade, "")
  assert.equal(form.is_featured, false)
  assert.deepEqual(readForm(form).fields.weight_grams, null)
})

test("the form reports what the API would refuse, beside the field", () => {
  const form = { ...toForm(null), weight_grams: "3,9 g", diameter_mm: "-2", grading_service: "PCGS" }
  assert.deepEqual(
    readForm(form).issues.map((i) => i.field),
    ["weight_grams", "diameter_mm", "certificate_number"]
  )
  assert.equal(readForm({ ...toForm(null), weight_grams: "3,92" }).fields.weight_grams, 3.92)
})

test("the API's messages are split per field", () => {
  assert.deepEqual(
    issuesFromMessage("Invalid request: weight_grams: Weight (g) must be a positive number of grams.; diameter_mm: bad"),
    [
      { field: "weight_grams", message: "Weight (g) must be a positive number of grams." },
      { field: "diameter_mm", message: "bad" },
    ]
  )
  assert.deepEqual(issuesFromMessage("Product not found"), [])
})
