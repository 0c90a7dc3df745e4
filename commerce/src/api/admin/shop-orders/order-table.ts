import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { BANK_TRANSFER_PROVIDER } from "../../../workflows/payments/bank-payment-state"
import { paymentReference } from "../../../modules/bank-transfers/statement/reference"
import { formatCents } from "../../../modules/bank-transfers/statement/types"

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
 * The orders a search names, in their rows: the order number's last six characters, or any
 * text within the order's or the customer's e-mail or the customer's or the address's name
 * (`search_text`, one a line, with a trigram index).
 */
function searchCondition(q: string | undefined): { sql: string; bindings: Bindings } {
  if (!q) return { sql: "true", bindings: [] }
  const code = orderCodeOf(q)
  return code
    ? { sql: "(r.code = ? or r.search_text ilike ?)", bindings: [code, likeOf(q)] }
    : { sql: "r.search_text ilike ?", bindings: [likeOf(q)] }
}

/**
 * The dashboard's rows of the given orders (with their shop statuses), in the order given:
 * only the orders of a page are read in full; an order's page starts from its row too.
 * knex binds `?` in order.
 */
export async function rowsOf(db: Knex, ids: string[], statusOf: Map<string, string>, holdDays: number): Promise<ShopOrderRow[]> {
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

const NEWEST_FIRST = `order by r.placed_at desc, r.id desc`

/**
 * A search counts the orders it matches up to this many, and says when there are more: a
 * term found in every order would otherwise read every row for its count (decision 122).
 */
export const SEARCH_COUNT_LIMIT = 10_000

/**
 * One page of the dashboard's orders, newest first, with the number of orders the filter
 * and search leave: ids and statuses from the orders' rows (decision 122), the count from
 * the per-status counters or, with a search, the rows; only the page's orders are read in
 * full from Medusa's tables.
 */
export async function orderTablePage(db: Knex, query: OrderTableQuery, holdDays: number, countLimit = SEARCH_COUNT_LIMIT) {
  const search = searchCondition(query.q)
  const statuses = !query.status ? null : query.status === AWAITING_PAYMENT ? AWAITING_STATUSES : [query.status]
  // One status is an equality, so its index hands the rows over newest first.
  const status: { sql: string; bindings: Bindings } = !statuses
    ? { sql: "true", bindings: [] }
    : statuses.length > 1
      ? { sql: "r.shop_status = any(?)", bindings: [statuses] }
      : { sql: "r.shop_status = ?", bindings: statuses }
  const where = `${status.sql} and ${search.sql}`
  const bindings = [...status.bindings, ...search.bindings]
  const [page, total] = await Promise.all([
    select<{ id: string; shop_status: string }>(
      db,
      `select r.id, r.shop_status from shop_order_row r where ${where} ${NEWEST_FIRST} limit ? offset ?`,
      [...bindings, query.limit, (query.page - 1) * query.limit]
    ),
    // Without a search the counters have the count; a search counts the rows it matches,
    // one more than the limit at most.
    query.q
      ? select<{ count: number }>(
          db,
          `select count(*)::int as count from (select 1 from shop_order_row r where ${where} limit ?) matched`,
          [...bindings, countLimit + 1]
        )
      : select<{ count: number }>(
          db,
          `select coalesce(sum(orders), 0)::int as count from shop_order_count where ${statuses ? "shop_status = any(?)" : "true"}`,
          statuses ? [statuses] : []
        ),
  ])
  const statusOf = new Map(page.map((r) => [r.id, r.shop_status]))
  const counted = total[0].count
  return {
    orders: await rowsOf(db, [...statusOf.keys()], statusOf, holdDays),
    count: query.q ? Math.min(counted, countLimit) : counted,
    /** The search matches more orders than `count`, which is the limit. */
    count_capped: !!query.q && counted > countLimit,
    page: query.page,
    limit: query.limit,
  }
}

export const ACTIVE_DAYS = 30

/**
 * The dashboard's four figures but the catalogue's: every order, the revenue of those not
 * canceled (euros), and the distinct customers (by e-mail) with an order not canceled in
 * the last 30 days: the per-status counters (a canceled order's status is canceled), and
 * the rows of the last 30 days.
 */
export async function orderSummary(db: Knex, now = new Date()) {
  const since = new Date(now.getTime() - ACTIVE_DAYS * DAY_MS)
  const [row] = await select<{ orders: number; revenue: string; active_customers: number }>(
    db,
    `select coalesce(sum(c.orders), 0)::int as orders,
       coalesce(sum(c.total) filter (where c.shop_status <> 'canceled'), 0) as revenue,
       (select count(distinct lower(a.email))::int from shop_order_row a
         where a.placed_at >= ? and not a.canceled and a.email <> '') as active_customers
     from shop_order_count c`,
    [since]
  )
  return {
    orders: row.orders,
    revenue: formatCents(cents(row.revenue)),
    active_customers: row.active_customers,
    active_days: ACTIVE_DAYS,
  }
}
