import { loadavg } from "node:os"
import { performance } from "node:perf_hooks"
import pg from "pg"
import { bulkItem } from "../../scripts/catalogue/bulk/bulk-item"
import { fold } from "../catalogue-index/projection"
import { matchStatement, pieceForWants, searchTokensSql, type MatchedFields } from "./matching"
import { mulberry32 } from "../../scripts/catalogue/bulk/random"

/**
 * The wants bench (bench/run.mjs runs it): stores BENCH_WANTS wants (100,000) made from the
 * words and values of the bulk benchmark catalogue's 100,000 varied pieces (the generator
 * behind `npm run seed:bulk`), then times the statement the alert subscriber runs for one new
 * piece, for BENCH_WANT_PIECES pieces of that catalogue, each in a transaction that is rolled
 * back. Prints one JSON line with the figures.
 */
const WANTS = Number(process.env.BENCH_WANTS) || 100_000
const PIECES = Number(process.env.BENCH_WANT_PIECES) || 300
const CATALOGUE = 100_000
/** The bench's collector; wants an earlier bench stored for another are removed first. */
const BENCH_CUSTOMER = "cus_wantbench_bulk"

// Seeded, so that every run stores the same wants.
const random = mulberry32(29)
const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)]
const chance = (p: number) => random() < p

/** `?` placeholders (Medusa's manager) as pg's `$1…`. */
const numbered = (sql: string) => {
  let n = 0
  return sql.replace(/\?/g, () => `$${++n}`)
}

type Entry = MatchedFields & { price: number }
type WantRow = Record<string, string | number | null>

function titleWords(title: string): string[] {
  return title.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3)
}

/** Piece number `index` of the bulk catalogue, as the matching reads it (its category's name stands for its id). */
function bulkEntry(index: number): Entry {
  const item = bulkItem(index)
  return {
    id: `bulk_${index}`,
    title: item.title,
    catalogue_ref: item.catalogueRef,
    denomination: item.denomination,
    country: item.country,
    description: item.description,
    category_ids: [item.category],
    material: item.material,
    period: item.period,
    grade: item.grade,
    price: item.priceEur,
  }
}

/**
 * A want as collectors would save it: two in ten hunt one of the catalogue's pieces (words of
 * its name, often its country, category, grade or a price range around it); the others
 * combine words of the catalogue's vocabulary with filters chosen apart, and match rarely.
 * Nine in ten search words; the others name a country and a category.
 */
function makeWant(k: number, vocabulary: string[]): WantRow {
  const e = bulkEntry(Math.floor(random() * CATALOGUE))
  const specific = chance(0.2)
  const other = () => bulkEntry(Math.floor(random() * CATALOGUE))
  const words = specific ? titleWords(e.title) : [pick(vocabulary), pick(vocabulary)]
  const search = chance(0.9) ? [pick(words), ...(chance(0.5) ? [pick(words)] : [])].join(" ") : null
  const from = specific ? e : other()
  const row: WantRow = {
    id: `want_bench${k}`,
    name: `Bench want ${k}`,
    alerts: chance(0.8) ? "instant" : chance(0.75) ? "daily" : "off",
    search,
    category_id: chance(specific ? 0.35 : 0.2) ? (from.category_ids[0] ?? null) : null,
    country_key: chance(specific ? 0.35 : 0.15) && from.country ? fold(from.country) : null,
    material_key: chance(specific ? 0.25 : 0.1) && from.material ? fold(from.material) : null,
    period_key: chance(0.15) && from.period ? fold(from.period.split(/\s+/)[0]) : null,
    quality_key: chance(0.2) && from.grade ? fold(from.grade.split(/[\s-]+/)[0]) : null,
    price_min_cents: null,
    price_max_cents: null,
  }
  if (chance(0.35)) {
    const cents = Math.round(from.price * 100)
    if (chance(0.7)) row.price_max_cents = Math.round(cents * (0.8 + random()))
    if (chance(0.4)) row.price_min_cents = Math.round(cents * (0.3 + random() * 0.5))
  }
  // Without words, a want narrows by its piece's country and category at least.
  if (!row.search) {
    row.country_key = from.country ? fold(from.country) : null
    row.category_id = from.category_ids[0] ?? null
  }
  return row
}

const COLUMNS = [
  "id",
  "name",
  "alerts",
  "search",
  "category_id",
  "country_key",
  "material_key",
  "period_key",
  "quality_key",
  "price_min_cents",
  "price_max_cents",
]

async function storeWants(client: pg.Client, vocabulary: string[]): Promise<number> {
  await client.query(`delete from "want" where "customer_id" like 'cus_wantbench%' and "customer_id" <> $1`, [BENCH_CUSTOMER])
  const count = async () =>
    Number(
      (await client.query<{ n: string }>(`select count(*) as n from "want" where "customer_id" = $1`, [BENCH_CUSTOMER])).rows[0].n
    )
  const stored = await count()
  for (let k = 0; k < stored; k++) makeWant(k, vocabulary) // the same sequence as the run that stored them
  for (let start = stored; start < WANTS; start += 1_000) {
    const rows = Array.from({ length: Math.min(1_000, WANTS - start) }, (_, i) => makeWant(start + i, vocabulary))
    const params: unknown[] = []
    const values = rows.map((row) => {
      const cells = COLUMNS.map((column) => {
        params.push(row[column])
        return column.startsWith("price_") ? `$${params.length}::int` : `$${params.length}`
      })
      return `(${cells.join(", ")})`
    })
    await client.query(
      `insert into "want" ("customer_id", "alerts_since", ${COLUMNS.map((c) => `"${c}"`).join(", ")}, "tokens")
       select '${BENCH_CUSTOMER}', '2000-01-01', v.*, case when v.search is null then '{}'::text[] else ${searchTokensSql("v.search")} end
       from (values ${values.join(", ")}) as v(${COLUMNS.map((c) => `"${c}"`).join(", ")})
       on conflict do nothing`,
      params
    )
    if ((start / 1_000) % 10 === 0) console.error(`» ${start + rows.length} wants stored`)
  }
  await client.query(`vacuum analyze "want"`)
  return count()
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
const round = (ms: number) => Math.round(ms * 10) / 10

async function main() {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    // The words collectors search with: those of the catalogue's titles (a sample of 5,000 pieces).
    const vocabulary = [
      ...new Set(Array.from({ length: 5_000 }, (_, i) => titleWords(bulkEntry(i * 20).title).map((w) => w.toLowerCase())).flat()),
    ].sort()
    const stored = await storeWants(client, vocabulary)
    const chosen = Array.from({ length: PIECES }, () => bulkEntry(Math.floor(random() * CATALOGUE)))
    const times: number[] = []
    let matched = 0
    // Warm-up: the first statements load the index pages.
    for (const entry of chosen.slice(0, 10)) {
      const { sql, params } = matchStatement(pieceForWants(entry, new Date().toISOString()))
      await client.query("begin")
      await client.query(numbered(sql), params)
      await client.query("rollback")
    }
    for (const entry of chosen) {
      const { sql, params } = matchStatement(pieceForWants(entry, new Date().toISOString()))
      await client.query("begin")
      const started = performance.now()
      const result = await client.query(numbered(sql), params)
      times.push(performance.now() - started)
      await client.query("rollback")
      matched += result.rowCount ?? 0
    }
    times.sort((a, b) => a - b)
    console.log(
      JSON.stringify({
        wants: stored,
        pieces: chosen.length,
        p50: round(percentile(times, 50)),
        p95: round(percentile(times, 95)),
        p99: round(percentile(times, 99)),
        max: round(times[times.length - 1]),
        meanMatchedWants: round(matched / chosen.length),
        loadAverage: round(loadavg()[0]),
      })
    )
  } finally {
    await client.end()
  }
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
