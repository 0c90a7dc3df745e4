import { Migration } from "@medusajs/framework/mikro-orm/migrations"

export class Migration20261123140000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table if not exists "watch_entry" ("id" text not null, "customer_id" text not null, "product_id" text not null, "price_seen_cents" integer null, "price_alerts" boolean not null default true, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "watch_entry_pkey" primary key ("id"));`
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_watch_entry_customer_id_product_id_unique" ON "watch_entry" ("customer_id", "product_id") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_watch_entry_product_id" ON "watch_entry" ("product_id") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_watch_entry_deleted_at" ON "watch_entry" ("deleted_at") WHERE deleted_at IS NULL;`
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "watch_entry" cascade;`)
  }
}
