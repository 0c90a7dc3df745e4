// What the bench's copiers share: a shop grown in SQL by copying its demo rows k times
// over (bench/lib/clone-catalogue.mjs, clone-orders.mjs), batch by batch, so that a run
// stopped halfway carries on where it stopped.
import pg from "pg"

/** Leaves a column out of the copy (its default applies). */
export const omitted = () => undefined

async function columnsOf(client, table) {
  const { rows } = await client.query(
    `select column_name, is_generated from information_schema.columns
     where table_name = $1 and table_schema = current_schema() order by ordinal_position`,
    [table]
  )
  return rows.filter((r) => r.is_generated !== "ALWAYS").map((r) => r.column_name)
}

/**
 * Copies until `count` reaches `target`: `sources` counts the rows copied each time and
 * `done` the copies already made; `tables` lists [table, how each column is written (a
 * function of the column, or `omitted`), which source rows]. Returns the final count.
 */
export async function copyUntil(databaseUrl, { target, count, sources, done, tables, batch, noun, log }) {
  const client = new pg.Client({ connectionString: databaseUrl })
  // The database stopping (Ctrl-C stops the stack) fails the statement under way, which ends the
  // copy; unheard, the connection's own error event would end the bench first, with code 1.
  client.on("error", () => {})
  await client.connect()
  const number = async (sql) => Number((await client.query(sql)).rows[0].count)
  try {
    const existing = await number(count)
    if (existing >= target) return existing
    const perCopy = await number(sources)
    if (!perCopy) throw new Error(`The database holds no demo ${noun} to copy; seed it first.`)
    const made = await number(done)
    const copies = Math.ceil((target - perCopy) / perCopy)
    log(`Copying ${perCopy} demo ${noun} ${copies - made} more times (${copies} in all)…`)
    for (let first = made + 1; first <= copies; first += batch) {
      const last = Math.min(copies, first + batch - 1)
      await client.query("begin")
      for (const [table, written, where] of tables) {
        const columns = (await columnsOf(client, table)).filter((c) => written[c] !== omitted)
        if (!columns.length) continue
        const select = columns.map((c) => (written[c] ? written[c](`"${c}"`) : `"${c}"`))
        // The source rows are picked once, then multiplied; left to the planner,
        // the filter can end up evaluated for every (row, copy) pair.
        await client.query(
          `with source as materialized (select * from "${table}" where ${where})
           insert into "${table}" (${columns.map((c) => `"${c}"`).join(", ")})
           select ${select.join(", ")} from source, generate_series(${first}, ${last}) k`
        )
      }
      await client.query("commit")
      log(`  copies ${first}–${last} of ${copies}`)
    }
    // Vacuumed as well as analysed: the copied rows' hint bits and the visibility map are set now,
    // rather than by the first run's reads (which then wrote to disk and were the slowest).
    await client.query(`vacuum (analyze) ${tables.map(([table]) => `"${table}"`).join(", ")}`)
    return await number(count)
  } catch (error) {
    await client.query("rollback").catch(() => {})
    throw error
  } finally {
    await client.end()
  }
}
