import assert from "node:assert/strict"
import { it } from "node:test"
import { CATALOGUE_INDEX_MODULE } from "../src/modules/catalogue-index"
import { toProductDocument } from "../src/modules/catalogue-index/projection"
import type CatalogueIndexService from "../src/modules/catalogue-index/service"
import { NUMISMATICS_MODULE } from "../src/modules/numismatics"
import type NumismaticsModuleService from "../src/modules/numismatics/service"
import type { SuiteOptions } from "./suites"

const ROUNDS = 12
const SYNCS = 8
const LETTERS = "abcdefghijklmnopqrstuvwxyz"
/** 300 words of letters only (the dictionary keeps no word with a digit), new in each round. */
const wordsOf = (round: number) =>
  Array.from({ length: 300 }, (_, i) => `coin${LETTERS[round]}${LETTERS[i % 26]}${LETTERS[Math.floor(i / 26)]}`)

const piece = (id: string, words: string[]) =>
  toProductDocument({
    id,
    handle: id,
    title: words.join(" "),
    status: "published",
    created_at: "2026-11-25T00:00:00Z",
    variants: [{ prices: [{ amount: 10, currency_code: "eur" }] }],
  })

export default function catalogueWords({ getContainer }: SuiteOptions) {
  it("syncs of the same pieces at once, new or known, whatever order each lists them and their words in, all succeed", async () => {
    const index = getContainer().resolve<CatalogueIndexService>(CATALOGUE_INDEX_MODULE)
    for (let round = 0; round < ROUNDS; round++) {
      // New words each round (inserted); the same pieces each round (updated after the first)
      // beside pieces new in the round (inserted by whichever sync comes first).
      const words = wordsOf(round)
      const ids = Array.from({ length: 20 }, (_, i) => [`prod_words_${i}`, `prod_words_${LETTERS[round]}_${i}`]).flat()
      const forwards = ids.map((id) => piece(id, words))
      const backwards = [...ids].reverse().map((id) => piece(id, [...words].reverse()))
      const results = await Promise.allSettled(
        Array.from({ length: SYNCS }, (_, i) => index.upsertDocuments(i % 2 ? [...backwards] : [...forwards]))
      )
      const failed = results.filter((r) => r.status === "rejected").map((r) => String(r.reason))
      assert.deepEqual(failed, [], `round ${round}: every sync succeeds`)
    }
    assert.equal(await index.countEntries(), 20 + ROUNDS * 20)
  })

  it("syncs meeting the same new countries and materials at once, each beside its own, each get their one term", async () => {
    const numismatics = getContainer().resolve<NumismaticsModuleService>(NUMISMATICS_MODULE)
    const shared = [
      { kind: "country" as const, value: "Duchy of Warsaw" },
      { kind: "material" as const, value: "Tombac" },
    ]
    // Each sync meets the shared values and one of its own: a sync that loses the race on a
    // shared value must still create its own.
    const wants = Array.from({ length: 6 }, (_, i) => [...shared, { kind: "country" as const, value: `Free City ${i}` }])
    const results = await Promise.allSettled(wants.map((wanted) => numismatics.termsOf(wanted)))
    assert.deepEqual(
      results.filter((r) => r.status === "rejected").map((r) => String(r.reason)),
      [],
      "every sync gets its terms"
    )
    const idsOf = (terms: { kind: string; value: string; id: string }[], wanted: { kind: string; value: string }[]) =>
      wanted.map((w) => terms.find((t) => t.kind === w.kind && t.value === w.value)?.id)
    const ids = results.map((r, i) => (r.status === "fulfilled" ? idsOf(r.value, wants[i] ?? []) : []))
    for (const each of ids) assert.ok(each.length === 3 && each.every(Boolean), "each value has a term")
    for (const each of ids) assert.deepEqual(each.slice(0, 2), ids[0]?.slice(0, 2), "the same shared terms for every sync")
    const rows = await numismatics.listCatalogueTerms({ value: wants.flat().map((w) => w.value) })
    assert.equal(rows.length, shared.length + wants.length, "one term per value")
  })
}
