import assert from "node:assert/strict"
import { test } from "node:test"
import { tsImport } from "tsx/esm/api"

// The shop server's languages and grading guide, and Medusa's languages and read model, are written apart (the
// workspaces import nothing of each other); this test holds them together (docs/decisions/245).
const load = (path) => tsImport(path, import.meta.url)
const { LANGUAGES: SHOP_LANGUAGES } = await load("../../adapters/src/contract/language.ts")
const { GRADE_ROWS } = await load("../../adapters/src/contract/grading.ts")
const { LANGUAGES: MEDUSA_LANGUAGES } = await load("../../commerce/src/lib/languages.ts")
const { gradeWords } = await load("../../commerce/src/modules/catalogue-index/grade-words.ts")

test("the shop server asks the catalogue in exactly its languages", () => {
  assert.deepEqual([...SHOP_LANGUAGES], [...MEDUSA_LANGUAGES])
})

test("a piece is searched by the German and French grades the grading guide gives its grade", () => {
  const code = (text) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "")
  for (const row of GRADE_ROWS) {
    const english = row.scales.en[0]?.code ?? row.sheldon[0]?.label.split(" ")[0]
    for (const language of ["de", "fr"]) {
      const words = gradeWords(english, language)
      const expected = row.scales[language].map((grade) => `${code(grade.code)} ${grade.name}`).join(" ")
      assert.equal(words, expected, `${row.id} in ${language}`)
    }
  }
})
