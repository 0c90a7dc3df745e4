import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { BANK_TRANSFER_PROVIDER } from "../../../workflows/payments/bank-payment-state"
import { paymentReference } from "../../../modules/bank-transfers/statement/reference"
import { formatCents } from "../../../modules/bank-transfers/statement/types"
import { orderStatusSources, SHOP_STATUS_OF_SOURCES } from "./order-status-sql"

const DAY_MS = 24 * 60 * 60 * 1000
/** Orders whose money has not arrived: the statuses before "paid". */
export const AWAITING_PAYMENT = "awaiting_payment"
const AWAITING_STATUSES = ["pending", "processing"]

export type OrderTableQuery = { page: number; limit: number; status?: string; q?: string }

export type ShopOrderPayment = {
  method: "bank_transfer" | "card" | null
  /** Bank transfer only: the reference printed on the order, amounts in euros, the hold's end. */
  reference?: string
  due?: string
  received?: string
  outstanding?: string
  excess?: string
  paid?: boolean
  hold_ends_at?: string | null
}

export type ShopOrderRow = {
  id: string
  email: string
  customer_name: string
  items: { name: string; quantity: number }[]
  total: string
  shop_status: string
  created_at: string
  tracking_number: string | null
  carrier: string | null
  payment: ShopOrderPayment
}

type Bindings = Knex.RawBinding[]

/** Rows of one SQL statement (PostgreSQL's answer through Medusa's knex). */
async function select<T>(db: Knex, sql: string, bindings: Bindings): Promise<T[]> {
  const result: { rows: T[] } = await db.raw(sql, bindings)
  return result.rows
}

const cents = (amount: unknown) => Math.round(Number(amount ?? 0) * 100)
const name = (first: unknown, last: unknown) =>
  [first, last]
    .map((part) => (typeof part === "string" ? part.trim() : ""))
    .filter(Boolean)
    .join(" ")

/** "abc123", "ORD-ABC123", "#ord abc123": the six characters an order number ends with. */
function orderCodeOf(q: string): string | undefined {
  return /^#?\s*(?:ORD\s*-?\s*)?([A-Z0-9]{6})$/i.exec(q.trim())?.[1]?.toUpperCase()
}

const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * `concat_ws(' ', first, last)` in a form PostgreSQL can index (concat_ws is only stable);
 * the trigram indexes of src/migration-scripts/shop-order-indexes.ts are on this expression.
 */
export const fullNameOf = (table: string) =>
  `(case when ${table}.first_name is null then coalesce(${table}.last_name, '')
    when ${table}.last_name is null then ${table}.first_name
    else ${table}.first_name || ' ' || ${table}.last_name end)`

/**
 * The orders a search names: order number, e-mail, or the customer's or the address's name.
 * Each way is its own indexed lookup and the condition the union of their ids, so the
 * database reads the matching orders rather than testing every order.
 */
function searchCondition(q: string | undefined): { sql: string; bindings: Bindings } {
  if (!q) return { sql: "true", bindings: [] }
  const like = likeOf(q)
  const code = orderCodeOf(q)
  return {
    sql: `o.id in (${code ? `select id from "order" where upper(right(id, 6)) = ? and deleted_at is null union all ` : ""}
      select id from "order" where email ilike ? and deleted_at is null
      union all select so.id from customer c join "order" so on so.customer_id = c.id and so.deleted_at is null
        where c.email ilike ? or ${fullNameOf("c")} ilike ?
      union all select so.id from order_address a join "order" so on so.shipping_address_id = a.id and so.deleted_at is null
        where ${fullNameOf("a")} ilike ?)`,
    bindings: [...(code ? [code] : []), like, like, like, like],
  }
}

/** Only the orders of the page are read in full; knex binds `?` in order. */
async function rowsOf(db: Knex, ids: string[], statusOf: Map<string, string>, holdDays: number): Promise<ShopOrderRow[]> {
  if (!ids.length) return []
  const [orders, items, parcels, payments, received] = await Promise.all([
    select<OrderRecord>(
      db,
      `select o.id, o.email, o.created_at, o.status, c.email as customer_email,
         c.first_name, c.last_name, a.first_name as ship_first_name, a.last_name as ship_last_name,
         os.totals ->> 'current_order_total' as total
       from "order" o
       left join customer c on c.id = o.customer_id
       left join order_address a on a.id = o.shipping_address_id
       left join order_summary os on os.order_id = o.id and os.version = o.version and os.deleted_at is null
       where o.id = any(?)`,
      [ids]
    ),
    select<{ order_id: string; name: string; quantity: string }>(
      db,
      `select oi.order_id, coalesce(li.product_title, li.title) as name, oi.quantity
       from order_item oi
       join "order" o on o.id = oi.order_id and oi.version = o.version
       join order_line_item li on li.id = oi.item_id
       where oi.order_id = any(?) and oi.deleted_at is null
       order by li.created_at, li.id`,
      [ids]
    ),
    select<{ order_id: string; carrier: string | null; tracking_number: string | null }>(
      db,
      `select distinct on (ofl.order_id) ofl.order_id, fu.metadata ->> 'carrier' as carrier,
         (select l.tracking_number from fulfillment_label l
           where l.fulfillment_id = fu.id and l.deleted_at is null and l.tracking_number <> '' limit 1) as tracking_number
       from order_fulfillment ofl
       join fulfillment fu on fu.id = ofl.fulfillment_id and fu.deleted_at is null
       where ofl.order_id = any(?) and ofl.deleted_at is null and fu.shipped_at is not null and fu.canceled_at is null
       order by ofl.order_id, fu.shipped_at desc, fu.created_at desc`,
      [ids]
    ),
    select<PaymentRecord>(
      db,
      `select opc.order_id, p.provider_id, p.amount, p.captured_at
       from order_payment_collection opc
       join payment p on p.payment_collection_id = opc.payment_collection_id
         and p.deleted_at is null and p.canceled_at is null
       where opc.order_id = any(?) and opc.deleted_at is null`,
      [ids]
    ),
    select<{ order_id: string; cents: string }>(
      db,
      `select order_id, sum(amount_cents)::bigint as cents from bank_payment
       where order_id = any(?) and deleted_at is null group by order_id`,
      [ids]
    ),
  ])
  const itemsOf = groupBy(items)
  const parcelOf = new Map(parcels.map((p) => [p.order_id, p]))
  const paymentsOf = groupBy(payments)
  const receivedOf = new Map(received.map((r) => [r.order_id, Number(r.cents)]))

  const byId = new Map(
    orders.map((o) => {
      const id = o.id
      const email = o.email ?? o.customer_email ?? ""
      const status = statusOf.get(id) ?? "pending"
      const parcel = parcelOf.get(id)
      const row: ShopOrderRow = {
        id,
        email,
        customer_name: name(o.first_name, o.last_name) || name(o.ship_first_name, o.ship_last_name) || email || "Guest",
        items: (itemsOf.get(id) ?? []).map((i) => ({ name: i.name, quantity: Number(i.quantity) })),
        total: formatCents(cents(o.total)),
        shop_status: status,
        created_at: new Date(o.created_at).toISOString(),
        tracking_number: parcel?.tracking_number ?? null,
        carrier: parcel?.carrier ?? null,
        payment: paymentOf(id, o, status, paymentsOf.get(id) ?? [], receivedOf.get(id) ?? 0, holdDays),
      }
      return [id, row]
    })
  )
  return ids.flatMap((id) => byId.get(id) ?? [])
}

type OrderRecord = {
  id: string
  email: string | null
  created_at: Date
  customer_email: string | null
  first_name: string | null
  last_name: string | null
  ship_first_name: string | null
  ship_last_name: string | null
  total: string | null
}
type PaymentRecord = { order_id: string; provider_id: string; amount: string; captured_at: Date | null }

function paymentOf(
  id: string,
  order: OrderRecord,
  status: string,
  payments: PaymentRecord[],
  receivedCents: number,
  holdDays: number
): ShopOrderPayment {
  const transfer = payments.find((p) => p.provider_id === BANK_TRANSFER_PROVIDER)
  if (!transfer) return { method: payments.some((p) => p.provider_id.startsWith("pp_stripe")) ? "card" : null }
  const due = cents(transfer.amount)
  const paid = !!transfer.captured_at
  const holding = !paid && AWAITING_STATUSES.includes(status)
  return {
    method: "bank_transfer",
    reference: paymentReference(id),
    due: formatCents(due),
    received: formatCents(receivedCents),
    outstanding: formatCents(paid ? 0 : Math.max(due - receivedCents, 0)),
    excess: formatCents(Math.max(receivedCents - due, 0)),
    paid,
    hold_ends_at: holding ? new Date(new Date(order.created_at).getTime() + holdDays * DAY_MS).toISOString() : null,
  }
}

function groupBy<T extends { order_id: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const row of rows) groups.set(row.order_id, [...(groups.get(row.order_id) ?? []), row])
  return groups
}

const BASE = `o.deleted_at is null and o.is_draft_order = false`
const NEWEST_FIRST = `order by o.created_at desc, o.id desc`

/**
 * One page of the dashboard's orders, newest first, with the number of orders the filter
 * and search leave. Without a status filter the status is derived for the page's orders
 * only; with one, for every order the search leaves, in one set-based pass.
 */
export async function orderTablePage(db: Knex, query: OrderTableQuery, holdDays: number) {
  const search = searchCondition(query.q)
  const offset = (query.page - 1) * query.limit
  let ids: string[]
  let count: number
  let statusOf: Map<string, string>
  if (!query.status) {
    const [page, total] = await Promise.all([
      select<{ id: string }>(db, `select o.id from "order" o where ${BASE} and ${search.sql} ${NEWEST_FIRST} limit ? offset ?`, [
        ...search.bindings,
        query.limit,
        offset,
      ]),
      select<{ count: number }>(
        db,
        `select count(*)::int as count from "order" o where ${BASE} and ${search.sql}`,
        search.bindings
      ),
    ])
    ids = page.map((r) => r.id)
    count = total[0].count
    statusOf = await statusesOf(db, ids)
  } else {
    const wanted = query.status === AWAITING_PAYMENT ? AWAITING_STATUSES : [query.status]
    const scope = query.q ? search : { sql: "true", bindings: [] as Bindings }
    // The search's bindings appear once per use of the scope (four times in the sources).
    const rows = await select<{ id: string; shop_status: string; count: number }>(
      db,
      `with s as (${orderStatusSources(scope.sql)}),
         matching as (select s.order_id, ${SHOP_STATUS_OF_SOURCES} as shop_status from s)
       select o.id, m.shop_status, count(*) over ()::int as count
       from matching m join "order" o on o.id = m.order_id
       where m.shop_status = any(?)
       ${NEWEST_FIRST} limit ? offset ?`,
      [...scope.bindings, ...scope.bindings, ...scope.bindings, ...scope.bindings, wanted, query.limit, offset]
    )
    ids = rows.map((r) => r.id)
    statusOf = new Map(rows.map((r) => [r.id, r.shop_status]))
    count = rows[0]?.count ?? (offset > 0 ? await countStatus(db, scope, wanted) : 0)
  }
  return { orders: await rowsOf(db, ids, statusOf, holdDays), count, page: query.page, limit: query.limit }
}

/** A page past the end has no row to carry the count. */
async function countStatus(db: Knex, scope: { sql: string; bindings: Bindings }, wanted: string[]): Promise<number> {
  const [row] = await select<{ count: number }>(
    db,
    `with s as (${orderStatusSources(scope.sql)})
     select count(*)::int as count from s where ${SHOP_STATUS_OF_SOURCES} = any(?)`,
    [...scope.bindings, ...scope.bindings, ...scope.bindings, ...scope.bindings, wanted]
  )
  return row.count
}

async function statusesOf(db: Knex, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map()
  const rows = await select<{ order_id: string; shop_status: string }>(
    db,
    `with s as (${orderStatusSources("o.id = any(?)")}) select s.order_id, ${SHOP_STATUS_OF_SOURCES} as shop_status from s`,
    [ids, ids, ids, ids]
  )
  return new Map(rows.map((r) => [r.order_id, r.shop_status]))
}

export const ACTIVE_DAYS = 30

/**
 * The dashboard's four figures but the catalogue's: every order, the revenue of those not
 * canceled (euros), and the distinct customers (by e-mail) with an order not canceled in
 * the last 30 days. Counted and summed by the database.
 */
export async function orderSummary(db: Knex, now = new Date()) {
  const since = new Date(now.getTime() - ACTIVE_DAYS * DAY_MS)
  const [row] = await select<{ orders: number; revenue: string; active_customers: number }>(
    db,
    `select count(*)::int as orders,
       coalesce(sum((os.totals ->> 'current_order_total')::numeric) filter (where o.status <> 'canceled'), 0) as revenue,
       count(distinct lower(coalesce(o.email, c.email)))
         filter (where o.status <> 'canceled' and o.created_at >= ? and coalesce(o.email, c.email) <> '')::int as active_customers
     from "order" o
     left join customer c on c.id = o.customer_id
     left join order_summary os on os.order_id = o.id and os.version = o.version and os.deleted_at is null
     where ${BASE}`,
    [since]
  )
  return {
    orders: row.orders,
    revenue: formatCents(cents(row.revenue)),
    active_customers: row.active_customers,
    active_days: ACTIVE_DAYS,
  }
}
