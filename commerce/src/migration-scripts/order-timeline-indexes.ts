import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/**
 * The order page's timeline lists the e-mails sent about the order: Medusa's notification
 * rows by resource_id (lib/email/send.ts). Medusa's notification table has no index on that
 * column, and it grows with every e-mail the shop sends (orders, welcomes, alerts, digests),
 * so each order page would scan all of it. A few rows per order answer from this index.
 * A migration script runs once, after Medusa's own migrations have created the table.
 */
export default async function orderTimelineIndexes({ container }: { container: MedusaContainer }) {
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  await db.raw(`create index if not exists "IDX_shop_notification_resource" on notification (resource_id, created_at)
    where resource_id is not null`)
}
