import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/** `concat_ws(' ', first, last)` in a form PostgreSQL can index (concat_ws is only stable). */
const fullNameOf = (table: string) =>
  `(case when ${table}.first_name is null then coalesce(${table}.last_name, '')
    when ${table}.last_name is null then ${table}.first_name
    else ${table}.first_name || ' ' || ${table}.last_name end)`

/**
 * Indexes for the dashboard's order table (decision 121) on Medusa's order and customer
 * tables, which lack them: newest first, the order number's last six characters, and
 * trigram indexes for the search box's `ilike '%…%'` on e-mails and names. A migration
 * script runs once, after Medusa's own migrations have created those tables. Since decision
 * 122 the dashboard reads its own rows (modules/order-rows) and no longer these indexes.
 */
export default async function shopOrderIndexes({ container }: { container: MedusaContainer }) {
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  await db.raw(`create extension if not exists pg_trgm`)
  await db.raw(`create index if not exists "IDX_shop_order_newest" on "order" (created_at desc, id desc)
    where deleted_at is null and is_draft_order = false`)
  await db.raw(`create index if not exists "IDX_shop_order_code" on "order" (upper(right(id, 6))) where deleted_at is null`)
  await db.raw(`create index if not exists "IDX_shop_order_email_trgm" on "order" using gin (email gin_trgm_ops)
    where deleted_at is null`)
  await db.raw(`create index if not exists "IDX_shop_customer_email_trgm" on customer using gin (email gin_trgm_ops)`)
  await db.raw(
    `create index if not exists "IDX_shop_customer_name_trgm" on customer using gin ((${fullNameOf("customer")}) gin_trgm_ops)`
  )
  await db.raw(
    `create index if not exists "IDX_shop_order_address_name_trgm" on order_address using gin ((${fullNameOf("order_address")}) gin_trgm_ops)`
  )
}
