import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { orderStatusSources, SHOP_STATUS_OF_SOURCES } from "./status-sql"

/**
 * The dashboard's order rows (decision 122), each recomputed from Medusa's tables with the
 * status SQL of ./status-sql.ts: the shop's own workflows call `refreshOrderRows` for the
 * order they change, the order-rows subscriber does so for Medusa's events (the back office),
 * and `rebuildOrderRows` writes every row (the backfill, the seed).
 */

/** Rows of one SQL statement (PostgreSQL's answer through Medusa's knex). */
async function select<T>(db: Knex, sql: string, bindings: Knex.RawBinding[] = []): Promise<T[]> {
  const result: { rows: T[] } = await db.raw(sql, bindings)
  return result.rows
}

const COLUMNS = ["id", "shop_status", "total", "currency_code", "email", "search_text", "placed_at", "canceled"]

/** Writes the row of every order `scope` leaves (a condition on `o`, the order table). */
async function writeRows(db: Knex, scope: string, bindings: Knex.RawBinding[]) {
  await db.raw(
    `with s as (${orderStatusSources(scope)})
     insert into shop_order_row (${COLUMNS.join(", ")})
     select o.id, ${SHOP_STATUS_OF_SOURCES},
       coalesce((select (os.totals ->> 'current_order_total')::numeric from order_summary os
         where os.order_id = o.id and os.version = o.version and os.deleted_at is null limit 1), 0),
       o.currency_code,
       coalesce(o.email, c.email, ''),
       concat_ws(E'\\n', o.email, c.email, concat_ws(' ', c.first_name, c.last_name), concat_ws(' ', a.first_name, a.last_name)),
       o.created_at,
       o.status = 'canceled'
     from s
     join "order" o on o.id = s.order_id
     left join customer c on c.id = o.customer_id
     left join order_address a on a.id = o.shipping_address_id
     on conflict (id) do update set ${COLUMNS.slice(1)
       .map((column) => `${column} = excluded.${column}`)
       .join(", ")}, updated_at = now()`,
    [...bindings, ...bindings, ...bindings, ...bindings]
  )
}

const GONE = `not exists (select 1 from "order" o where o.id = r.id and o.deleted_at is null and o.is_draft_order = false)`

/** Recomputes the rows of these orders; an order deleted or turned into a draft loses its row. */
export async function refreshOrderRows(db: Knex, orderIds: string[]) {
  if (!orderIds.length) return
  await writeRows(db, "o.id = any(?)", [orderIds])
  await db.raw(`delete from shop_order_row r where r.id = any(?) and ${GONE}`, [orderIds])
}

/** Recomputes every row in one set-based pass; answers how many orders have one. */
export async function rebuildOrderRows(db: Knex): Promise<number> {
  await writeRows(db, "true", [])
  await db.raw(`delete from shop_order_row r where ${GONE}`)
  const [{ count }] = await select<{ count: number }>(db, `select count(*)::int as count from shop_order_row`)
  return count
}

/**
 * The orders an event names, whatever it names: an order, a fulfilment, a payment, a payment
 * collection or a customer (whose name and e-mail every order of theirs is searched by).
 */
export async function orderIdsOf(db: Knex, ids: string[]): Promise<string[]> {
  if (!ids.length) return []
  const rows = await select<{ order_id: string }>(
    db,
    `select id as order_id from "order" where id = any(?)
     union select order_id from order_fulfillment where fulfillment_id = any(?)
     union select opc.order_id from payment p
       join order_payment_collection opc on opc.payment_collection_id = p.payment_collection_id where p.id = any(?)
     union select order_id from order_payment_collection where payment_collection_id = any(?)
     union select id from "order" where customer_id = any(?)`,
    [ids, ids, ids, ids, ids]
  )
  return rows.map((r) => r.order_id)
}

/** The rows as they are now (JSON), for a workflow step to put back if the workflow fails. */
export async function orderRowsOf(db: Knex, orderIds: string[]): Promise<unknown[]> {
  const [{ rows }] = await select<{ rows: unknown[] }>(
    db,
    `select coalesce(json_agg(json_build_object(${COLUMNS.map((c) => `'${c}', r.${c}`).join(", ")})), '[]') as rows
     from shop_order_row r where r.id = any(?)`,
    [orderIds]
  )
  return rows
}

/** Puts these orders' rows back as `orderRowsOf` read them (none: no row). */
export async function restoreOrderRows(db: Knex, orderIds: string[], previous: unknown[]) {
  await db.transaction(async (trx) => {
    await trx.raw(`delete from shop_order_row where id = any(?)`, [orderIds])
    if (!previous.length) return
    await trx.raw(
      `insert into shop_order_row (${COLUMNS.join(", ")})
       select ${COLUMNS.join(", ")} from json_populate_recordset(null::shop_order_row, ?::json)`,
      [JSON.stringify(previous)]
    )
  })
}
