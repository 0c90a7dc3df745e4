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

  it("syncs meeting the same new countries and materials at once each get their one term", async () => {
    const numismatics = getContainer().resolve<NumismaticsModuleService>(NUMISMATICS_MODULE)
    const wanted = [
      { kind: "country" as const, value: "Duchy of Warsaw" },
      { kind: "material" as const, value: "Tombac" },
    ]
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => numismatics.termsOf([...wanted])))
    assert.deepEqual(
      results.filter((r) => r.status === "rejected").map((r) => String(r.reason)),
      [],
      "every sync gets its terms"
    )
    const ids = results.map((r) =>
      r.status === "fulfilled" ? wanted.map((w) => r.value.find((t) => t.kind === w.kind && t.value === w.value)?.id) : []
    )
    assert.ok(ids[0]?.every(Boolean), "each value has a term")
    for (const each of ids) assert.deepEqual(each, ids[0], "the same term for every sync")
    const rows = await numismatics.listCatalogueTerms({ value: wanted.map((w) => w.value) })
    assert.equal(rows.length, wanted.length, "one term per value")
  })
}
