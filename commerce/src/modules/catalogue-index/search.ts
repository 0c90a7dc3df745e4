import { collectorFieldsOf, COLLECTOR_FIELDS } from "../numismatics/validation"
import type { ProductDocument } from "./projection"
import { fold } from "./projection"
import { withGradeCodes } from "./grade-words"
import type { Language as CatalogueLanguage } from "../../lib/languages"
import { SEARCH_CONFIG, SEARCH_VECTOR } from "./languages"
import type { CatalogueSort } from "./sorts"

/**
 * The catalogue's search as plain statements over one `execute`: the module's service runs it
 * through Medusa's connection, and the catalogue bench runs the very same statements straight
 * against PostgreSQL as the reference the route is measured against.
 */
export type Execute = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>

export type CatalogueSearchInput = {
  sales_channel_ids: string[]
  q?: string
  category_id?: string
  countries?: string[]
  materials?: string[]
  period?: string
  quality?: string
  /** Only pieces listed after this instant (ISO 8601): new since the collector's previous visit. */
  listed_after?: string
  /** Price range in euros, both ends included. */
  price_min?: number
  price_max?: number
  sort: CatalogueSort
  offset: number
  limit: number
  /** The language of the texts, and of the search's words; English when left out. */
  language?: CatalogueLanguage
}

export type CatalogueEntryRow = Omit<
  ProductDocument,
  "created_at" | "category_handles" | "sales_channel_ids" | "status" | "period_folded" | "grade_folded" | "folded"
> & {
  created_at: string
}

export const RETURNED = `"id", "handle", "title", "description", "category_ids", "category_names", "material",
  ${COLLECTOR_FIELDS.map((field) => `"${field}"`).join(", ")}, "price", "stock", "images",
  to_char("product_created_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "created_at"`

const translated = (language: CatalogueLanguage, field: string) =>
  `coalesce("translations" #>> '{${language},${field}}', "${field}") as "${field}"`

/**
 * The returned columns in a language: its translated texts, English where one is missing.
 * English is RETURNED itself, so its statements stay as they were.
 */
export function returnedIn(language: CatalogueLanguage = "en"): string {
  if (language === "en") return RETURNED
  return RETURNED.replace(/"(title|description|material|country|period|denomination|mint)"/g, (_, field: string) =>
    translated(language, field)
  ).replace(
    '"category_names"',
    `coalesce((select array_agg(n) from jsonb_array_elements_text("translations" #> '{${language},category_names}') n), "category_names") as "category_names"`
  )
}

const ORDER_BY: Record<CatalogueSort, string> = {
  // Pieces matching every word as typed come before those found through a typo.
  relevance: `"exact" desc, "rank" desc, "id"`,
  newest: `"product_created_at" desc, "id"`,
  price_asc: `"price" asc nulls last, "id"`,
  price_desc: `"price" desc nulls last, "id"`,
}

// Counts of a filter set are remembered until this process writes the catalogue,
// or for at most this long: a change written by another process (a worker, with
// Redis) reaches the listed pieces at once and their total within this time.
const COUNT_TTL_MS = 30_000
const COUNT_CACHE_SIZE = 5_000
const MAX_TYPO_CANDIDATES = 4
export const MIN_TYPO_LENGTH = 4
// pg_trgm's default 0.3 lets "denar" reach "denver"; 0.4 keeps one-letter slips.
const MIN_SIMILARITY = 0.4

export const placeholders = (values: unknown[]) => values.map(() => "?").join(", ")

/** Totals of filter sets, remembered for a while (see COUNT_TTL_MS); cleared when the catalogue is written. */
export class CountCache {
  private readonly counts = new Map<string, { count: number; at: number }>()
  private version: string | undefined
  private fromMemory = 0

  /** The version its totals are of, as last told (atVersion). */
  get countedAt(): string | undefined {
    return this.version
  }

  /** How many totals it has answered from memory: a caller can tell whether it used one. */
  get answeredFromMemory(): number {
    return this.fromMemory
  }

  async count(execute: Execute, where: string, params: unknown[]): Promise<number> {
    const key = JSON.stringify([where, params])
    const cached = this.counts.get(key)
    if (cached && Date.now() - cached.at < COUNT_TTL_MS) {
      this.fromMemory++
      return cached.count
    }
    const started = Date.now()
    const [row] = await execute(`select count(*)::int as "count" from "catalogue_entry" where ${where}`, params)
    const count = Number(row?.count ?? 0)
    if (this.counts.size >= COUNT_CACHE_SIZE) this.counts.clear()
    this.counts.set(key, { count, at: started })
    return count
  }

  clear(): void {
    this.counts.clear()
  }

  /** Forgets every total when the catalogue's version has moved (a write by any process). */
  atVersion(version: string): void {
    if (version !== this.version) this.counts.clear()
    this.version = version
  }
}

/** Query words as the dictionary holds them: folded, alphanumeric. */
export function queryWords(q: string): string[] {
  return fold(q)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 12)
}

/**
 * A tsquery in to_tsquery syntax: every word must match (AND), each as a prefix
 * (`denar` finds "Denarius") or as one of the catalogue words it resembles.
 */
export function buildTsQuery(words: string[], similar: Map<string, string[]>, codes: Set<string> = new Set()): string {
  return words
    .map((word) => {
      // A grade's code is matched as it is: "s" (schön) is not every word beginning with s.
      if (codes.has(word)) return word
      const alternatives = [`${word}:*`, ...(similar.get(word) ?? []).filter((w) => w !== word)]
      return alternatives.length > 1 ? `(${alternatives.join(" | ")})` : alternatives[0]
    })
    .join(" & ")
}

/** One page of published, in-channel products matching every given filter, and how many match in all. */
export async function searchCatalogue(
  execute: Execute,
  counts: CountCache,
  input: CatalogueSearchInput
): Promise<{ entries: CatalogueEntryRow[]; count: number }> {
  const where: string[] = [
    `"status" = 'published'`,
    `"sales_channel_ids" && array[${placeholders(input.sales_channel_ids)}]::text[]`,
  ]
  const params: unknown[] = [...input.sales_channel_ids]
  if (input.category_id) {
    where.push(`"category_id" = ?`)
    params.push(input.category_id)
  }
  if (input.countries) {
    where.push(input.countries.length ? `"country" in (${placeholders(input.countries)})` : "false")
    params.push(...input.countries)
  }
  if (input.materials) {
    where.push(input.materials.length ? `"material" in (${placeholders(input.materials)})` : "false")
    params.push(...input.materials)
  }
  const language = input.language ?? "en"
  for (const [column, text] of [
    ["period_folded", input.period],
    ["grade_folded", input.quality],
  ] as const) {
    if (!text) continue
    where.push(containsCondition(column, text, language))
    params.push(...(language === "en" ? [] : [containsPattern(text)]), containsPattern(text))
  }
  if (input.listed_after) {
    where.push(`"product_created_at" > ?`)
    params.push(input.listed_after)
  }
  if (input.price_min !== undefined) {
    where.push(`"price" >= ?`)
    params.push(input.price_min)
  }
  if (input.price_max !== undefined) {
    where.push(`"price" <= ?`)
    params.push(input.price_max)
  }

  const returned = returnedIn(language)
  const config = SEARCH_CONFIG[language]
  const vector = SEARCH_VECTOR[language]
  const typed = input.q ? queryWords(input.q) : []
  // German and French grade names and codes are searched as the grades they name.
  const terms = language === "en" ? typed.map((word) => ({ word, code: false })) : withGradeCodes(typed, language)
  const words = terms.map((term) => term.word)
  const codes = new Set(terms.filter((term) => term.code).map((term) => term.word))
  if (words.length) {
    const tsquery = buildTsQuery(
      words,
      await similarWords(
        execute,
        words.filter((word) => !codes.has(word))
      ),
      codes
    )
    const exactQuery = buildTsQuery(words, new Map(), codes)
    const sort = input.sort
    // Ranking needs every match anyway, so the total comes with the page. The
    // matches are ranked on narrow rows; only the page's rows are read in full.
    const rows = await execute(
      `with matches as materialized (
           select "id", "price", "product_created_at",
             ts_rank('{0.1, 0.2, 0.6, 1.0}', "${vector}", query) as "rank",
             ("${vector}" @@ exact)::int as "exact"
           from "catalogue_entry", to_tsquery('${config}', ?) query, to_tsquery('${config}', ?) exact
           where "${vector}" @@ query and ${where.join(" and ")}
         ), page as (
           select * from matches order by ${ORDER_BY[sort]} limit ? offset ?
         )
         select ${qualified(returned)},
           page."rank", page."exact", (select count(*) from matches)::int as "total"
         from page join "catalogue_entry" e on e."id" = page."id"
         order by ${ORDER_BY[sort].replace(/"(rank|exact|id|price|product_created_at)"/g, 'page."$1"')}`,
      [tsquery, exactQuery, ...params, input.limit, input.offset]
    )
    const count = rows.length
      ? Number(rows[0].total)
      : input.offset > 0
        ? await counts.count(execute, `"${vector}" @@ to_tsquery('${config}', ?) and ${where.join(" and ")}`, [
            tsquery,
            ...params,
          ])
        : 0
    return { entries: rows.map(toEntry), count }
  }

  const sort = input.sort === "relevance" ? "newest" : input.sort
  // The count comes first: a page past the end is then answered without
  // walking a sort index through every row in search of matches.
  const count = await counts.count(execute, where.join(" and "), params)
  if (input.offset >= count) return { entries: [], count }
  const rows = await execute(
    `select ${returned} from "catalogue_entry" where ${where.join(" and ")}
       order by ${ORDER_BY[sort]} limit ? offset ?`,
    [...params, input.limit, input.offset]
  )
  return { entries: rows.map(toEntry), count }
}

/**
 * The returned columns read from the page's join (`e`): every column of the entry qualified, the
 * names given to them (`as "title"`, `as "created_at"`) left as they are.
 */
function qualified(returned: string): string {
  return returned.replace(/(?<!as )"([a-z_]+)"/g, 'e."$1"').replace('e."created_at"', '"created_at"')
}

async function similarWords(execute: Execute, words: string[]): Promise<Map<string, string[]>> {
  const candidates = words.filter((word) => word.length >= MIN_TYPO_LENGTH && !/^\d+$/.test(word))
  if (!candidates.length) return new Map()
  const rows = await execute(
    `select w as "query", c."word" from unnest(array[${placeholders(candidates)}]::text[]) w
       cross join lateral (
         select "word" from "catalogue_word"
         where "word" % w and similarity("word", w) >= ${MIN_SIMILARITY}
         order by "word" <-> w limit ${MAX_TYPO_CANDIDATES}
       ) c`,
    candidates
  )
  const similar = new Map<string, string[]>()
  for (const row of rows) {
    const list = similar.get(String(row.query)) ?? []
    list.push(String(row.word))
    similar.set(String(row.query), list)
  }
  return similar
}

/**
 * A trigram index only helps a pattern of three letters or more; for "vf" or
 * "au" it would read the whole index, which is far slower than checking the
 * rows the other conditions select, so the column is hidden from it.
 */
function containsCondition(column: "period_folded" | "grade_folded", text: string, language: CatalogueLanguage): string {
  const indexed = fold(text).trim().length >= 3
  const english = indexed ? `"${column}" like ?` : `("${column}" || '') like ?`
  if (language === "en") return english
  // German and French also match the language's period and grade words (decision 247), on
  // indexes of their own.
  const translated = `("translations" #>> '{${language},${column}}')`
  return `(${indexed ? `${translated} like ?` : `(${translated} || '') like ?`} or ${english})`
}

function containsPattern(text: string): string {
  return `%${fold(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

export function toEntry(row: Record<string, unknown>): CatalogueEntryRow {
  const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value))
  return {
    id: String(row.id),
    handle: String(row.handle),
    title: String(row.title),
    description: (row.description as string | null) ?? null,
    category_ids: (row.category_ids as string[]) ?? [],
    category_names: (row.category_names as string[]) ?? [],
    material: (row.material as string | null) ?? null,
    ...collectorFieldsOf(row),
    price: numberOrNull(row.price),
    stock: Number(row.stock ?? 0),
    created_at: String(row.created_at),
    images: (row.images as string[]) ?? [],
  }
}
