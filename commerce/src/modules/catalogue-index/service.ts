import { MedusaService } from "@medusajs/framework/utils"
import { COLLECTOR_FIELDS, collectorFieldsOf } from "../numismatics/validation"
import { CatalogueEntry } from "./models/catalogue-entry"
import type { ProductDocument } from "./projection"
import { fold } from "./projection"
import type { CatalogueSort } from "./sorts"

type Execute = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>
type InjectedDependencies = { manager: { execute: Execute } }

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
}

export type CatalogueEntryRow = Omit<
  ProductDocument,
  "created_at" | "category_handles" | "sales_channel_ids" | "status" | "period_folded" | "grade_folded" | "folded"
> & {
  created_at: string
}

export type CatalogueFacets = {
  categories: { id: string; count: number }[]
  countries: { value: string; count: number }[]
  materials: { value: string; count: number }[]
}

const COLUMNS = [
  "id",
  "handle",
  "title",
  "description",
  "status",
  "sales_channel_ids",
  "category_ids",
  "category_names",
  "material",
  ...COLLECTOR_FIELDS,
  "price",
  "stock",
  "product_created_at",
  "images",
  "period_folded",
  "grade_folded",
  "folded",
] as const

const ARRAY_COLUMNS = new Set(["sales_channel_ids", "category_ids", "category_names", "images"])

const RETURNED = `"id", "handle", "title", "description", "category_ids", "category_names", "material",
  ${COLLECTOR_FIELDS.map((field) => `"${field}"`).join(", ")}, "price", "stock", "images",
  to_char("product_created_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "created_at"`

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
const MIN_TYPO_LENGTH = 4
// pg_trgm's default 0.3 lets "denar" reach "denver"; 0.4 keeps one-letter slips.
const MIN_SIMILARITY = 0.4

const placeholders = (values: unknown[]) => values.map(() => "?").join(", ")

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
export function buildTsQuery(words: string[], similar: Map<string, string[]>): string {
  return words
    .map((word) => {
      const alternatives = [`${word}:*`, ...(similar.get(word) ?? []).filter((w) => w !== word)]
      return alternatives.length > 1 ? `(${alternatives.join(" | ")})` : alternatives[0]
    })
    .join(" & ")
}

export default class CatalogueIndexService extends MedusaService({ CatalogueEntry }) {
  private readonly execute_: Execute
  private readonly counts = new Map<string, { count: number; at: number }>()

  constructor(dependencies: InjectedDependencies) {
    // eslint-disable-next-line prefer-rest-params
    super(...arguments)
    this.execute_ = (sql, params) => dependencies.manager.execute(sql, params)
  }

  /** Writes the projections of the given products; products without a EUR price leave the catalogue. */
  async upsertDocuments(documents: ProductDocument[]): Promise<void> {
    const sellable = documents.filter((doc) => doc.price !== null)
    const unsellable = documents.filter((doc) => doc.price === null).map((doc) => doc.id)
    if (unsellable.length) await this.removeProducts(unsellable)
    // Rows and words in one order, whatever order the caller gave: two syncs at once (two events'
    // subscribers, a rebuild beside them) then take their keys' locks in the same order, and
    // wait for each other instead of deadlocking.
    sellable.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    for (let start = 0; start < sellable.length; start += 500) {
      const chunk = sellable.slice(start, start + 500)
      const params: unknown[] = []
      const rows = chunk.map((doc) => {
        const values = COLUMNS.map((column) => {
          if (column === "product_created_at") return doc.created_at
          return doc[column as keyof ProductDocument]
        })
        return `(${values
          .map((value, i) => {
            const column = COLUMNS[i]
            if (ARRAY_COLUMNS.has(column)) {
              const list = value as string[]
              params.push(...list)
              return list.length ? `array[${placeholders(list)}]::text[]` : `'{}'::text[]`
            }
            params.push(value)
            return "?"
          })
          .join(", ")})`
      })
      const updates = COLUMNS.filter((c) => c !== "id").map((c) => `"${c}" = excluded."${c}"`)
      await this.execute_(
        `insert into "catalogue_entry" (${COLUMNS.map((c) => `"${c}"`).join(", ")})
         values ${rows.join(", ")}
         on conflict ("id") do update set ${updates.join(", ")}, "updated_at" = now(), "deleted_at" = null`,
        params
      )
      const words = [...new Set(chunk.flatMap((doc) => dictionaryWords(doc)))].sort()
      if (words.length) {
        await this.execute_(
          `insert into "catalogue_word" ("word") values ${words.map(() => "(?)").join(", ")} on conflict do nothing`,
          words
        )
      }
    }
    this.catalogueChanged()
  }

  async removeProducts(ids: string[]): Promise<void> {
    if (!ids.length) return
    await this.execute_(`delete from "catalogue_entry" where "id" in (${placeholders(ids)})`, ids)
    this.catalogueChanged()
  }

  async countEntries(): Promise<number> {
    const [row] = await this.execute_(`select count(*)::int as "count" from "catalogue_entry"`)
    return Number(row?.count ?? 0)
  }

  /** One page of published, in-channel products matching every given filter, and how many match in all. */
  async searchEntries(input: CatalogueSearchInput): Promise<{ entries: CatalogueEntryRow[]; count: number }> {
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
    if (input.period) {
      where.push(containsCondition("period_folded", input.period))
      params.push(containsPattern(input.period))
    }
    if (input.quality) {
      where.push(containsCondition("grade_folded", input.quality))
      params.push(containsPattern(input.quality))
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

    const words = input.q ? queryWords(input.q) : []
    if (words.length) {
      const tsquery = buildTsQuery(words, await this.similarWords(words))
      const exactQuery = buildTsQuery(words, new Map())
      const sort = input.sort
      // Ranking needs every match anyway, so the total comes with the page. The
      // matches are ranked on narrow rows; only the page's rows are read in full.
      const rows = await this.execute_(
        `with matches as materialized (
           select "id", "price", "product_created_at",
             ts_rank('{0.1, 0.2, 0.6, 1.0}', "search_vector", query) as "rank",
             ("search_vector" @@ exact)::int as "exact"
           from "catalogue_entry", to_tsquery('catalogue_search', ?) query, to_tsquery('catalogue_search', ?) exact
           where "search_vector" @@ query and ${where.join(" and ")}
         ), page as (
           select * from matches order by ${ORDER_BY[sort]} limit ? offset ?
         )
         select ${RETURNED.replace(/"([a-z_]+)"/g, 'e."$1"').replace('e."created_at"', '"created_at"')},
           page."rank", page."exact", (select count(*) from matches)::int as "total"
         from page join "catalogue_entry" e on e."id" = page."id"
         order by ${ORDER_BY[sort].replace(/"(rank|exact|id|price|product_created_at)"/g, 'page."$1"')}`,
        [tsquery, exactQuery, ...params, input.limit, input.offset]
      )
      const count = rows.length
        ? Number(rows[0].total)
        : input.offset > 0
          ? await this.count(`"search_vector" @@ to_tsquery('catalogue_search', ?) and ${where.join(" and ")}`, [
              tsquery,
              ...params,
            ])
          : 0
      return { entries: rows.map(toEntry), count }
    }

    const sort = input.sort === "relevance" ? "newest" : input.sort
    // The count comes first: a page past the end is then answered without
    // walking a sort index through every row in search of matches.
    const count = await this.count(where.join(" and "), params)
    if (input.offset >= count) return { entries: [], count }
    const rows = await this.execute_(
      `select ${RETURNED} from "catalogue_entry" where ${where.join(" and ")}
       order by ${ORDER_BY[sort]} limit ? offset ?`,
      [...params, input.limit, input.offset]
    )
    return { entries: rows.map(toEntry), count }
  }

  async retrieveByHandle(handle: string, salesChannelIds: string[]): Promise<CatalogueEntryRow | undefined> {
    const [row] = await this.execute_(
      `select ${RETURNED} from "catalogue_entry"
       where "handle" = ? and "status" = 'published' and "sales_channel_ids" && array[${placeholders(salesChannelIds)}]::text[]`,
      [handle, ...salesChannelIds]
    )
    return row ? toEntry(row) : undefined
  }

  async listHighlights(flag: "is_new" | "is_featured", salesChannelIds: string[], limit: number): Promise<CatalogueEntryRow[]> {
    const rows = await this.execute_(
      `select ${RETURNED} from "catalogue_entry"
       where "${flag}" and "status" = 'published' and "sales_channel_ids" && array[${placeholders(salesChannelIds)}]::text[]
       order by "product_created_at" desc, "id" limit ?`,
      [...salesChannelIds, limit]
    )
    return rows.map(toEntry)
  }

  /**
   * A slice of every listed product's handle and last change, in handle order, for
   * the sitemap: narrow rows on the unique handle index, so 50,000 of them are one
   * cheap read. The total and the latest change come with every slice.
   */
  async sitemapSlice(
    salesChannelIds: string[],
    offset: number,
    limit: number
  ): Promise<{ entries: { handle: string; updated_at: string }[]; count: number; last_modified: string | null }> {
    const scope = `"status" = 'published' and "sales_channel_ids" && array[${placeholders(salesChannelIds)}]::text[]`
    const stamp = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`
    const [[summary], rows] = await Promise.all([
      this.execute_(
        `select count(*)::int as "count", ${stamp('max("updated_at")')} as "last_modified" from "catalogue_entry" where ${scope}`,
        salesChannelIds
      ),
      this.execute_(
        `select "handle", ${stamp('"updated_at"')} as "updated_at" from "catalogue_entry" where ${scope}
         order by "handle" limit ? offset ?`,
        [...salesChannelIds, limit, offset]
      ),
    ])
    return {
      entries: rows.map((row) => ({ handle: String(row.handle), updated_at: String(row.updated_at) })),
      count: Number(summary?.count ?? 0),
      last_modified: (summary?.last_modified as string | null) ?? null,
    }
  }

  /** Item counts per category and the countries and materials on sale. */
  async facets(salesChannelIds: string[]): Promise<CatalogueFacets> {
    const scope = `"status" = 'published' and "sales_channel_ids" && array[${placeholders(salesChannelIds)}]::text[]`
    const [categories, countries, materials] = await Promise.all([
      this.execute_(
        `select "category_id" as "value", count(*)::int as "count" from "catalogue_entry" where ${scope} and "category_id" is not null group by 1`,
        salesChannelIds
      ),
      this.execute_(
        `select "country" as "value", count(*)::int as "count" from "catalogue_entry" where ${scope} and "country" is not null group by 1`,
        salesChannelIds
      ),
      this.execute_(
        `select "material" as "value", count(*)::int as "count" from "catalogue_entry" where ${scope} and "material" is not null group by 1`,
        salesChannelIds
      ),
    ])
    const values = (rows: Record<string, unknown>[]) => rows.map((r) => ({ value: String(r.value), count: Number(r.count) }))
    return {
      categories: values(categories).map(({ value, count }) => ({ id: value, count })),
      countries: values(countries),
      materials: values(materials),
    }
  }

  private async similarWords(words: string[]): Promise<Map<string, string[]>> {
    const candidates = words.filter((word) => word.length >= MIN_TYPO_LENGTH && !/^\d+$/.test(word))
    if (!candidates.length) return new Map()
    const rows = await this.execute_(
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

  private async count(where: string, params: unknown[]): Promise<number> {
    const key = JSON.stringify([where, params])
    const cached = this.counts.get(key)
    if (cached && Date.now() - cached.at < COUNT_TTL_MS) return cached.count
    const started = Date.now()
    const [row] = await this.execute_(`select count(*)::int as "count" from "catalogue_entry" where ${where}`, params)
    const count = Number(row?.count ?? 0)
    if (this.counts.size >= COUNT_CACHE_SIZE) this.counts.clear()
    this.counts.set(key, { count, at: started })
    return count
  }

  private catalogueChanged(): void {
    this.counts.clear()
  }
}

/**
 * A trigram index only helps a pattern of three letters or more; for "vf" or
 * "au" it would read the whole index, which is far slower than checking the
 * rows the other conditions select, so the column is hidden from it.
 */
function containsCondition(column: "period_folded" | "grade_folded", text: string): string {
  return fold(text).trim().length >= 3 ? `"${column}" like ?` : `("${column}" || '') like ?`
}

function containsPattern(text: string): string {
  return `%${fold(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** The words misspellings are matched against: letters-only words of the searchable text. */
function dictionaryWords(doc: ProductDocument): string[] {
  return queryWords(
    [doc.title, doc.denomination, doc.country, doc.catalogue_ref, doc.description].filter(Boolean).join(" ")
  ).filter((word) => word.length >= MIN_TYPO_LENGTH && !/\d/.test(word))
}

function toEntry(row: Record<string, unknown>): CatalogueEntryRow {
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
