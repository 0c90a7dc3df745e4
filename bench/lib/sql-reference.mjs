// The reference the catalogue route is judged against: for the same pages, the read model's own
// statements run straight against PostgreSQL, with nothing between them and the database. The
// pages are planned by the shop server's own code (its query contract and planner) and searched
// by the catalogue module's own code (commerce/src/modules/catalogue-index/search.ts), each
// statement sent as it is through `pg`; only Medusa and the two HTTP hops are left out.
import { performance } from "node:perf_hooks"
import path from "node:path"
import { fileURLToPath } from "node:url"
import pg from "pg"
import { tsImport } from "tsx/esm/api"
import { summary } from "./latencies.mjs"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")
const load = (file) => tsImport(path.join(ROOT, file), import.meta.url)

/** `?` placeholders (knex's, which the module writes) as PostgreSQL's `$n`; `\?` is kept as `?`. */
export function numbered(sql) {
  let n = 0
  return sql.replace(/\\\?|\?/g, (match) => (match === "\\?" ? "?" : `$${++n}`))
}

/** What the catalogue looks up filters against and the key's sales channels, read from Medusa. */
async function catalogueContext({ medusaUrl, publishableKey }, pool) {
  const headers = { "x-publishable-api-key": publishableKey }
  const get = async (route) => {
    const response = await fetch(`${medusaUrl}${route}`, { headers })
    if (!response.ok) throw new Error(`${route} answered ${response.status}`)
    return response.json()
  }
  const { product_categories } = await get("/store/product-categories?fields=id,name,handle&limit=100")
  const { rows } = await pool.query(
    `select l."sales_channel_id" from "api_key" k
     join "publishable_api_key_sales_channel" l on l."publishable_key_id" = k."id" and l."deleted_at" is null
     where k."token" = $1`,
    [publishableKey]
  )
  // The values the filters are matched against, as the catalogue's facets list them.
  const distinct = async (column) =>
    (await pool.query(`select distinct "${column}" as "value" from "catalogue_entry" where "${column}" is not null`)).rows.map(
      (row) => row.value
    )
  return {
    lookups: {
      categories: product_categories.map(({ id, name, handle }) => ({ id, name, handle })),
      countries: await distinct("country"),
      materials: await distinct("material"),
    },
    salesChannelIds: rows.map((row) => row.sales_channel_id),
  }
}

/**
 * A searcher for shop paths (`/api/products?…`) that runs the read model's statements on a pool of
 * `connections` clients. Its counts are remembered as the module remembers them, in one cache.
 */
export async function sqlSearcher(stack, connections) {
  const [{ ProductQuery }, { planProductQuery }, search] = await Promise.all([
    load("adapters/src/contract/product-query.ts"),
    load("adapters/src/catalogue/catalogue-request.ts"),
    load("commerce/src/modules/catalogue-index/search.ts"),
  ])
  const pool = new pg.Pool({ connectionString: stack.databaseUrl, max: connections })
  const { lookups, salesChannelIds } = await catalogueContext(stack, pool)
  const execute = async (sql, params = []) => (await pool.query(numbered(sql), params)).rows
  const counts = new search.CountCache()
  return {
    async run(shopPathAndQuery) {
      const query = ProductQuery.parse(Object.fromEntries(new URL(shopPathAndQuery, "http://shop").searchParams))
      const plan = planProductQuery(query, lookups, undefined, query.lang)
      if (plan.kind === "empty") return 0
      const { country, material, lang, ...rest } = plan.query
      const { entries } = await search.searchCatalogue(execute, counts, {
        ...rest,
        ...(lang ? { language: lang } : {}),
        countries: country,
        materials: material,
        sales_channel_ids: salesChannelIds,
      })
      // The rows go through JSON as the route's answer does.
      return JSON.stringify(entries).length
    },
    close: () => pool.end(),
  }
}

/**
 * Runs the paths as `drive` does (bench/lib/drive.mjs): one client asking each once, or
 * `connections` at once for `duration` seconds, and measures every statement set.
 */
export async function driveSql(options) {
  const { name, connections = 1 } = options
  return summary({ name, connections, ...(await measureSql(options)) })
}

/** The same run's raw figures: every page's latency (ms), the seconds it took and its errors. */
export async function measureSql({ searcher, paths, connections = 1, amount, duration }) {
  let next = 0
  let errors = 0
  const latencies = []
  const started = performance.now()
  const until = duration ? started + duration * 1000 : Infinity
  const worker = async () => {
    while (performance.now() < until && (!amount || next < amount)) {
      const chosen = paths[next++ % paths.length]
      const at = performance.now()
      try {
        await searcher.run(chosen)
        latencies.push(performance.now() - at)
      } catch {
        errors++
      }
    }
  }
  await Promise.all(Array.from({ length: connections }, worker))
  return { latencies, seconds: (performance.now() - started) / 1000, errors }
}
