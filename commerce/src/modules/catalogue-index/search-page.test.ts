import assert from "node:assert/strict"
import { beforeEach, describe, it } from "node:test"
import CatalogueIndexService from "./service"
import type { CatalogueSearchInput } from "./search"

type Row = Record<string, unknown>

/**
 * Medusa's manager as the module sees it, over a catalogue of `total` pieces at `version`: it
 * answers the version, totals and rows, each statement of a text separately, as PostgreSQL does,
 * and keeps every text it was sent (one text, one round trip).
 */
function catalogue() {
  const state = { version: "1@7", total: 60, sent: [] as string[] }
  const answer = (statement: string): Row[] => {
    if (statement.includes('from "catalogue_version"')) return [{ version: state.version }]
    if (statement.includes("count(*)")) return [{ count: state.total }]
    return [{ id: "prod_1", handle: "denarius", title: "Denarius", price: 150, stock: 1, created_at: "2026-01-01" }]
  }
  const manager = {
    async execute(sql: string) {
      state.sent.push(sql)
      const statements = sql.split(";\n")
      return statements.length > 1 ? statements.map(answer) : answer(sql)
    },
  }
  const ServiceOf = CatalogueIndexService as unknown as new (deps: { manager: typeof manager }) => CatalogueIndexService
  return { state, service: new ServiceOf({ manager }) }
}

const page = (offset: number): CatalogueSearchInput => ({
  sales_channel_ids: ["sc_1"],
  price_min: 100,
  price_max: 200,
  sort: "newest",
  offset,
  limit: 24,
})
const countOf = (answer: string | undefined) => JSON.parse(answer ?? "{}").count

describe("a catalogue page's round trips", () => {
  let shop: ReturnType<typeof catalogue>
  beforeEach(() => {
    shop = catalogue()
  })

  it("a page not remembered reads the version with its first statement: its total, then its rows", async () => {
    const { answer } = await shop.service.searchPage(page(0))
    assert.equal(shop.state.sent.length, 2, shop.state.sent.join("\n---\n"))
    const [first, second] = shop.state.sent
    assert.match(first, /from "catalogue_version";\n.*count\(\*\)/s)
    assert.doesNotMatch(second, /catalogue_version|count\(\*\)/)
    assert.equal(countOf(answer), 60)
  })

  it("a remembered page, or one its caller holds, costs the version's read alone", async () => {
    const fresh = await shop.service.searchPage(page(0))
    shop.state.sent.length = 0
    const again = await shop.service.searchPage(page(0))
    assert.deepEqual(again, fresh)
    const held = await shop.service.searchPage(page(0), (tag) => tag === fresh.tag)
    assert.deepEqual(held, { tag: fresh.tag })
    assert.equal(shop.state.sent.length, 2)
    for (const sql of shop.state.sent) assert.match(sql, /^select "last_value"/)
  })

  it("a total remembered at an earlier version is counted again once the version read has moved", async () => {
    await shop.service.searchPage(page(0))
    // Another process lists pieces: the version moves, and so does the total.
    shop.state.version = "2@7"
    shop.state.total = 61
    const next = await shop.service.searchPage(page(24))
    assert.equal(countOf(next.answer), 61)
    // And a page past the end, answered from a remembered total without a statement, still reads the version.
    shop.state.version = "3@7"
    shop.state.total = 20
    shop.state.sent.length = 0
    const beyond = await shop.service.searchPage(page(72))
    assert.equal(countOf(beyond.answer), 20)
    assert.ok(shop.state.sent.some((sql) => sql.includes('from "catalogue_version"')))
  })
})
