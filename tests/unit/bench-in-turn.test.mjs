import assert from "node:assert/strict"
import { test } from "node:test"
import { inTurn } from "../../bench/lib/in-turn.mjs"

test("the API and its SQL are timed in turn, block by block, the one going first changing each block", async () => {
  const pages = Array.from({ length: 120 }, (_, i) => `/api/products?page=${i}`)
  const asked = []
  const side = (name, ms) => ({
    name,
    run: async (part) => {
      asked.push([name, part[0], part.length])
      return { latencies: part.map(() => ms), seconds: part.length / 100, errors: name === "sql" ? 1 : 0 }
    },
  })
  const [api, sql] = await inTurn({ pages, block: 50, sides: [side("api", 8), side("sql", 4)] })

  assert.deepEqual(asked, [
    ["api", pages[0], 50],
    ["sql", pages[0], 50],
    ["sql", pages[50], 50],
    ["api", pages[50], 50],
    ["api", pages[100], 20],
    ["sql", pages[100], 20],
  ])
  // Each side's figures are those of one run of every page: its own latencies, time and errors.
  assert.equal(api.name, "api")
  assert.equal(api.requests, 120)
  assert.equal(api.p50, 8)
  assert.equal(api.rps, 100)
  assert.equal(api.errors, 0)
  assert.equal(sql.p50, 4)
  assert.equal(sql.errors, 3)
  assert.equal(sql.connections, 1)
})
