import { describe, expect, it } from "vitest"
import { wantCriteria, type MedusaWant } from "./want-view.js"

const want: MedusaWant = {
  id: "want_1",
  name: "Mexico",
  alerts: "instant",
  created_at: "2026-11-23T10:00:00.000Z",
  criteria: {
    search: "8 reales",
    category: null,
    country: "Mexico",
    material: null,
    period: null,
    quality: "VF",
    price_min_cents: 1_250,
    price_max_cents: 30_000,
  },
}

describe("wantCriteria", () => {
  it("gives the filters under the listing's URL names and the listing's address", () => {
    expect(wantCriteria(want)).toEqual({
      criteria: { search: "8 reales", country: "Mexico", quality: "VF", priceMin: "12.50", priceMax: "300" },
      link: "/products?search=8+reales&country=Mexico&quality=VF&priceMin=12.50&priceMax=300",
    })
  })
})
