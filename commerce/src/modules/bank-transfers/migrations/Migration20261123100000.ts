import { Migration } from "@medusajs/framework/mikro-orm/migrations"

export class Migration20261123100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table if not exists "bank_payment" ("id" text not null, "line_key" text not null, "order_id" text not null, "payment_id" text not null, "amount_cents" integer not null, "currency_code" text not null, "received_at" timestamptz not null, "bank_reference" text not null, "source" text check ("source" in ('manual', 'statement')) not null, "statement_text" text null, "recorded_by" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "bank_payment_pkey" primary key ("id"));`
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_bank_payment_line_key_unique" ON "bank_payment" ("line_key") WHERE deleted_at IS NULL;`
    )
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_bank_payment_order_id" ON "bank_payment" ("order_id") WHERE deleted_at IS NULL;`)
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_bank_payment_deleted_at" ON "bank_payment" ("deleted_at") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `create table if not exists "bank_csv_mapping" ("id" text not null, "mapping" jsonb not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "bank_csv_mapping_pkey" primary key ("id"));`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_bank_csv_mapping_deleted_at" ON "bank_csv_mapping" ("deleted_at") WHERE deleted_at IS NULL;`
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "bank_payment" cascade;`)
    this.addSql(`drop table if exists "bank_csv_mapping" cascade;`)
  }
}
