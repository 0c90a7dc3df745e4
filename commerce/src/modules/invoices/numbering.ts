import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { generateEntityId } from "@medusajs/framework/utils"

/**
 * The papers' numbers. Each is taken from the series' counter row for its year with
 * `update … returning` inside the transaction that writes the paper: a second writer waits
 * on that row until the first commits, and a paper that is rolled back takes its number
 * back with it. So every year's numbers run 1, 2, 3 … with no gap and no number twice.
 */

export type Series = "invoice" | "credit_note"

/** Rows of one SQL statement (PostgreSQL's answer through Medusa's knex). */
export async function select<T>(db: Knex, sql: string, bindings: Knex.RawBinding[] = []): Promise<T[]> {
  const result: { rows: T[] } = await db.raw(sql, bindings)
  return result.rows
}

const PREFIX: Record<Series, string> = { invoice: "", credit_note: "CN-" }

/** `2026-000123`, `CN-2026-000007`. */
export const paperNumber = (series: Series, year: number, sequence: number) =>
  `${PREFIX[series]}${year}-${String(sequence).padStart(6, "0")}`

/** The calendar year of `at` where the seller keeps its books. */
export function bookYear(at: Date, timeZone: string): number {
  return Number(new Intl.DateTimeFormat("en", { timeZone, year: "numeric" }).format(at))
}

/** Takes the next number of the series' year; call inside `trx`, the transaction that writes the paper. */
export async function takeNumber(trx: Knex.Transaction, series: Series, year: number): Promise<number> {
  await trx.raw(
    `insert into document_counter (id, series, year, last_value) values (?, ?, ?, 0)
     on conflict (series, year) where deleted_at is null do nothing`,
    [generateEntityId(undefined, "dcnt"), series, year]
  )
  const [counter] = await select<{ last_value: number }>(
    trx,
    `update document_counter set last_value = last_value + 1, updated_at = now()
     where series = ? and year = ? and deleted_at is null returning last_value`,
    [series, year]
  )
  return Number(counter.last_value)
}

const TABLE: Record<Series, string> = { invoice: "invoice", credit_note: "credit_note" }

/**
 * Undoes a paper that a failed workflow wrote. While its number is still the last of its
 * year, the paper is removed and the number given back (the next paper takes it). Once a
 * later number exists, removing it would leave a hole: the paper stays, marked void, and
 * no longer counts as the order's. Answers what was done.
 */
export async function withdrawPaper(db: Knex, series: Series, id: string): Promise<"given_back" | "voided" | "gone"> {
  return db.transaction(async (trx) => {
    const [paper] = await select<{ year: number; sequence: number }>(
      trx,
      `select year, sequence from ${TABLE[series]} where id = ? and deleted_at is null`,
      [id]
    )
    if (!paper) return "gone"
    const [counter] = await select<{ last_value: number }>(
      trx,
      `select last_value from document_counter where series = ? and year = ? and deleted_at is null for update`,
      [series, paper.year]
    )
    if (Number(counter?.last_value) === Number(paper.sequence)) {
      await trx.raw(`delete from ${TABLE[series]} where id = ?`, [id])
      await trx.raw(
        `update document_counter set last_value = last_value - 1, updated_at = now() where series = ? and year = ? and deleted_at is null`,
        [series, paper.year]
      )
      return "given_back"
    }
    await trx.raw(`update ${TABLE[series]} set voided_at = now(), updated_at = now() where id = ?`, [id])
    return "voided"
  })
}
