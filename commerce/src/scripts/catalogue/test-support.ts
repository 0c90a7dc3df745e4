import assert from "node:assert/strict"
import { CATEGORIES, GRADING_SERVICES, type CatalogueItem } from "./types"

export const HANDLE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The rules every catalogue item keeps, hand-written or generated. */
export function assertValidItem(item: CatalogueItem): void {
  const where = item.handle
  assert.match(item.handle, HANDLE, where)
  assert.ok(CATEGORIES.includes(item.category), `${where}: category ${item.category}`)
  for (const field of [
    "title",
    "description",
    "material",
    "country",
    "period",
    "grade",
    "denomination",
    "year",
    "catalogueRef",
  ] as const) {
    assert.ok(item[field].trim().length > 0, `${where}: ${field} is empty`)
  }
  assert.ok(item.priceEur >= 1 && item.priceEur <= 25_000, `${where}: price ${item.priceEur}`)
  assert.equal(Math.round(item.priceEur * 100) / 100, item.priceEur, `${where}: price ${item.priceEur} has more than 2 decimals`)
  assert.ok(Number.isInteger(item.stock) && item.stock >= 1 && item.stock <= 25, `${where}: stock ${item.stock}`)
  if (item.gradingService === null) {
    assert.equal(item.certificateNumber, null, `${where}: certificate without grading service`)
  } else {
    assert.ok(GRADING_SERVICES.includes(item.gradingService), `${where}: service ${item.gradingService}`)
    assert.match(item.certificateNumber ?? "", /^\d{7,8}(?:-\d{3})?$/, `${where}: certificate number`)
  }
  assert.doesNotMatch(item.grade, /PMG|PCGS|NGC|EPQ/, `${where}: the grading service belongs in gradingService`)
  if (item.category === "Banknotes") {
    assert.ok(["Paper", "Polymer"].includes(item.material), `${where}: banknote material ${item.material}`)
    assert.equal(item.weightGrams, null, `${where}: banknote weight`)
    assert.equal(item.diameterMm, null, `${where}: banknote diameter`)
  } else {
    assert.ok(item.weightGrams !== null && item.weightGrams > 0, `${where}: weight`)
    assert.ok(item.diameterMm !== null && item.diameterMm > 0, `${where}: diameter`)
  }
}
