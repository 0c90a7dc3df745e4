import { createHash } from "node:crypto"
import { MedusaService } from "@medusajs/framework/utils"
import { isUniqueViolation } from "../../lib/unique-violation"
import { COLLECTOR_FIELDS } from "../numismatics/validation"
import { CatalogueEntry } from "./models/catalogue-entry"
import type { CatalogueDocument, CatalogueTranslations, ProductDocument } from "./projection"
import type { Language as CatalogueLanguage } from "../../lib/languages"
import {
  CountCache,
  MIN_TYPO_LENGTH,
  placeholders,
  queryWords,
  returnedIn,
  searchCatalogue,
  toEntry,
  type CatalogueEntryRow,
  type CatalogueSearchInput,
  type Execute,
} from "./search"

export type { CatalogueEntryRow, CatalogueSearchInput } from "./search"

type InjectedDependencies = { manager: { execute: Execute } }
type Row = Record<string, unknown>

/** A filter's value, what the language calls it (the value itself where untranslated), and its pieces. */
export type FacetValue = { value: string; label: string; count: number }

export type CatalogueFacets = {
  categories: { id: string; count: number }[]
  countries: FacetValue[]
  materials: FacetValue[]
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
  "translations",
] as const

// About 15 KB each: at most some 15 MB per process.
const PAGES_REMEMBERED = 1_000

/** Answers of the catalogue's current version only; a new version forgets the rest. */
class AnswersOfVersion {
  private version: string | undefined
  private readonly answers = new Map<string, string>()

  constructor(private readonly limit: number) {}

  get(version: string, key: string): string | undefined {
    return version === this.version ? this.answers.get(key) : undefined
  }

  /** Whether it holds an answer for the key at the version it last stored one. */
  holds(key: string): boolean {
    return this.answers.has(key)
  }

  set(version: string, key: string, answer: string): void {
    if (version !== this.version || this.answers.size >= this.limit) this.answers.clear()
    this.version = version
    this.answers.set(key, answer)
  }
}

/** An HTTP entity tag for one page at one version: another page's or version's tag never equals it. */
function pageTag(version: string, key: string): string {
  return `"${createHash("sha256").update(version).update("\n").update(key).digest("base64url")}"`
}

/**
 * The catalogue's version: moved by every write to it, from any process (its migration's trigger).
 * The database's own id is part of it: a database restored from a copy under the same address
 * (tests do it between tests) takes an earlier version back, with other rows.
 */
const VERSION = `select "last_value"::text || '@' || (select "oid" from "pg_database" where "datname" = current_database())::text as "version"
  from "catalogue_version"`

const ARRAY_COLUMNS = new Set(["sales_channel_ids", "category_ids", "category_names", "images"])

/**
 * Runs the write again once when it failed as `retryable` says. Two syncs inserting the same new
 * piece at once: "on conflict" arbitrates only the id, so the one that loses can fail instead on
 * the handle's unique index. Run again, it finds the winner's row and updates it.
 */
async function onceMore<T>(retryable: (error: unknown) => boolean, write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (!retryable(error)) throw error
    return write()
  }
}

export default class CatalogueIndexService extends MedusaService({ CatalogueEntry }) {
  private readonly execute_: Execute
  /** The version and a statement in one round trip, each its own statement, in that order. */
  private readonly executeAfterVersion: (sql: string, params?: unknown[]) => Promise<[Row[], Row[]]>
  private readonly counts = new CountCache()
  private readonly pages = new AnswersOfVersion(PAGES_REMEMBERED)

  constructor(dependencies: InjectedDependencies) {
    // eslint-disable-next-line prefer-rest-params
    super(...arguments)
    this.execute_ = (sql, params) => dependencies.manager.execute(sql, params)
    // Medusa's manager writes the parameters into the text and sends it as one simple query,
    // which PostgreSQL runs statement by statement, answering each one's rows.
    this.executeAfterVersion = async (sql, params) =>
      (await dependencies.manager.execute(`${VERSION};\n${sql}`, params)) as unknown as [Row[], Row[]]
  }

  /**
   * Writes the projections of the given products, with their translations when given; products
   * without a EUR price leave the catalogue.
   */
  async upsertDocuments(given: (ProductDocument & { translations?: CatalogueTranslations })[]): Promise<void> {
    const documents: CatalogueDocument[] = given.map((doc) => ({ ...doc, translations: doc.translations ?? {} }))
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
          return doc[column as keyof CatalogueDocument]
        })
        return `(${values
          .map((value, i) => {
            const column = COLUMNS[i]
            if (ARRAY_COLUMNS.has(column)) {
              const list = value as string[]
              params.push(...list)
              return list.length ? `array[${placeholders(list)}]::text[]` : `'{}'::text[]`
            }
            if (column === "translations") {
              params.push(JSON.stringify(value))
              return "?::jsonb"
            }
            params.push(value)
            return "?"
          })
          .join(", ")})`
      })
      const updates = COLUMNS.filter((c) => c !== "id").map((c) => `"${c}" = excluded."${c}"`)
      await onceMore(isUniqueViolation, () =>
        this.execute_(
          `insert into "catalogue_entry" (${COLUMNS.map((c) => `"${c}"`).join(", ")})
           values ${rows.join(", ")}
           on conflict ("id") do update set ${updates.join(", ")}, "updated_at" = now(), "deleted_at" = null`,
          params
        )
      )
      const words = [...new Set(chunk.flatMap((doc) => dictionaryWords(doc)))].sort()
      if (words.length) {
        await this.execute_(
          `insert into "catalogue_word" ("word") values ${words.map(() => "(?)").join(", ")} on conflict do nothing`,
          words
        )
      }
    }
    await this.catalogueChanged()
  }

  async removeProducts(ids: string[]): Promise<void> {
    if (!ids.length) return
    await this.execute_(`delete from "catalogue_entry" where "id" in (${placeholders(ids)})`, ids)
    await this.catalogueChanged()
  }

  async countEntries(): Promise<number> {
    const [row] = await this.execute_(`select count(*)::int as "count" from "catalogue_entry"`)
    return Number(row?.count ?? 0)
  }

  /** One page of published, in-channel products matching every given filter, and how many match in all. */
  async searchEntries(input: CatalogueSearchInput): Promise<{ entries: CatalogueEntryRow[]; count: number }> {
    return searchCatalogue(this.execute_, this.counts, input)
  }

  async retrieveByHandle(
    handle: string,
    salesChannelIds: string[],
    language: CatalogueLanguage = "en"
  ): Promise<CatalogueEntryRow | undefined> {
    const [row] = await this.execute_(
      `select ${returnedIn(language)} from "catalogue_entry"
       where "handle" = ? and "status" = 'published' and "sales_channel_ids" && array[${placeholders(salesChannelIds)}]::text[]`,
      [handle, ...salesChannelIds]
    )
    return row ? toEntry(row) : undefined
  }

  async listHighlights(
    flag: "is_new" | "is_featured",
    salesChannelIds: string[],
    limit: number,
    language: CatalogueLanguage = "en"
  ): Promise<CatalogueEntryRow[]> {
    const rows = await this.execute_(
      `select ${returnedIn(language)} from "catalogue_entry"
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

  /** The products listed under any of the given categories (a category's name was translated). */
  async productIdsInCategories(categoryIds: string[]): Promise<string[]> {
    if (!categoryIds.length) return []
    const rows = await this.execute_(
      `select "id" from "catalogue_entry" where "category_ids" && array[${placeholders(categoryIds)}]::text[]`,
      categoryIds
    )
    return rows.map((row) => String(row.id))
  }

  /**
   * Item counts per category and the countries and materials on sale, named in the language:
   * each row keeps its label (decision 247), so naming them is no join.
   */
  async facets(salesChannelIds: string[], language: CatalogueLanguage = "en"): Promise<CatalogueFacets> {
    const scope = `"status" = 'published' and "sales_channel_ids" && array[${placeholders(salesChannelIds)}]::text[]`
    const label = (column: string) => (language === "en" ? "" : `, max("translations" #>> '{${language},${column}}') as "label"`)
    const [categories, countries, materials] = await Promise.all([
      this.execute_(
        `select "category_id" as "value", count(*)::int as "count" from "catalogue_entry" where ${scope} and "category_id" is not null group by 1`,
        salesChannelIds
      ),
      this.execute_(
        `select "country" as "value"${label("country")}, count(*)::int as "count" from "catalogue_entry" where ${scope} and "country" is not null group by 1`,
        salesChannelIds
      ),
      this.execute_(
        `select "material" as "value"${label("material")}, count(*)::int as "count" from "catalogue_entry" where ${scope} and "material" is not null group by 1`,
        salesChannelIds
      ),
    ])
    const values = (rows: Record<string, unknown>[]) =>
      rows.map((r) => ({ value: String(r.value), label: String(r.label ?? r.value), count: Number(r.count) }))
    return {
      categories: values(categories).map(({ value, count }) => ({ id: value, count })),
      countries: values(countries),
      materials: values(materials),
    }
  }

  /**
   * A page's answer as JSON, remembered until the catalogue's version moves: one small read per
   * request instead of the page's statements and its serialisation, in every process alike.
   * Its tag names the page and the version; a caller that still holds the answer under that tag
   * (`held`) gets no answer back, only the tag.
   */
  async searchPage(input: CatalogueSearchInput, held?: (tag: string) => boolean): Promise<{ tag: string; answer?: string }> {
    const key = JSON.stringify(input)
    if (!held && !this.pages.holds(key)) return this.answered(key, input, await this.searchReadingVersion(input))
    // Held by the caller, or remembered here: the version alone may answer it, so it comes first.
    const version = await this.version()
    const tag = pageTag(version, key)
    if (held?.(tag)) return { tag }
    const remembered = this.pages.get(version, key)
    if (remembered !== undefined) return { tag, answer: remembered }
    this.counts.atVersion(version)
    return this.answered(key, input, { version, ...(await this.searchEntries(input)) })
  }

  private answered(
    key: string,
    input: CatalogueSearchInput,
    { version, entries, count }: { version: string; entries: CatalogueEntryRow[]; count: number }
  ): { tag: string; answer: string } {
    const answer = JSON.stringify({ products: entries, count, offset: input.offset, limit: input.limit })
    this.pages.set(version, key, answer)
    return { tag: pageTag(version, key), answer }
  }

  /**
   * A page neither held nor remembered: the version is read in the round trip of the page's first
   * statement, just before it, so a fresh page costs no round trip more than its statements, and
   * its rows are as new as the version they are remembered under, or newer, as when the version is
   * read on its own first. A total answered from memory before the version was read, of another
   * version than the one read, is not trusted: the page is then searched again.
   */
  private async searchReadingVersion(
    input: CatalogueSearchInput
  ): Promise<{ version: string; entries: CatalogueEntryRow[]; count: number }> {
    const countedAt = this.counts.countedAt
    const fromMemory = this.counts.answeredFromMemory
    let version: string | undefined
    let trusted = true
    const learn = (read: string) => {
      version = read
      trusted = read === countedAt || this.counts.answeredFromMemory === fromMemory
      this.counts.atVersion(read)
    }
    const execute: Execute = async (sql, params) => {
      if (version !== undefined) return this.execute_(sql, params)
      const [[row], rows] = await this.executeAfterVersion(sql, params)
      learn(String(row?.version))
      return rows
    }
    const found = await searchCatalogue(execute, this.counts, input)
    // A page answered from remembered totals alone ran no statement.
    if (version === undefined) learn(await this.version())
    return { version: version!, ...(trusted ? found : await this.searchEntries(input)) }
  }

  /** The catalogue's version (VERSION). */
  private async version(): Promise<string> {
    const [row] = await this.execute_(VERSION)
    return String(row?.version)
  }

  /**
   * After a write has committed: a page read while it was under way, and remembered under the
   * version its statement's trigger set, is not served again.
   */
  private async catalogueChanged(): Promise<void> {
    this.counts.clear()
    await this.execute_(`select nextval('catalogue_version')`)
  }
}

/**
 * The words misspellings are matched against: letters-only words of the English searchable text.
 * Translations stay out, so an English query's nearest words are what they were (decision 245).
 */
function dictionaryWords(doc: CatalogueDocument): string[] {
  return queryWords(
    [doc.title, doc.denomination, doc.country, doc.catalogue_ref, doc.description].filter(Boolean).join(" ")
  ).filter((word) => word.length >= MIN_TYPO_LENGTH && !/\d/.test(word))
}
