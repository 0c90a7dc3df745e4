import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { fullNameOf } from "../api/admin/shop-orders/order-table"

/**
 * Indexes for the dashboard's order table (decision 121) on Medusa's order and customer
 * tables, which lack them: newest first, the order number's last six characters, and
 * trigram indexes for the search box's `ilike '%…%'` on e-mails and names. A migration
 * script runs once, after Medusa's own migrations have created those tables.
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
