import assert from "node:assert/strict"
import { test } from "node:test"
import { slugify, uniqueHandles } from "./slugify"

test("slugify folds accents and keeps words apart", () => {
  assert.equal(slugify("Zürich Médaille 1872"), "zurich-medaille-1872")
  assert.equal(slugify("Besançon 50 Centimes"), "besancon-50-centimes")
  assert.equal(slugify("Poland 10 Złotych Piłsudski 1935"), "poland-10-zlotych-pilsudski-1935")
  assert.equal(slugify("Straße"), "strasse")
  assert.equal(slugify("Netherlands 2½ Gulden"), "netherlands-2-1-2-gulden")
  assert.equal(slugify("Bank of England £5, O'Brien"), "bank-of-england-5-o-brien")
  assert.equal(slugify("Coins & Medals"), "coins-and-medals")
  assert.equal(slugify("  --  "), "item")
})

test("uniqueHandles numbers repeated slugs", () => {
  assert.deepEqual(uniqueHandles(["Peace Dollar", "Peace  Dollar!", "Peace Dollar"]), [
    "peace-dollar",
    "peace-dollar-2",
    "peace-dollar-3",
  ])
})
