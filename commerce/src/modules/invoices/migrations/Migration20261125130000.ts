import { Migration } from "@medusajs/framework/mikro-orm/migrations"

export class Migration20261125130000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table if not exists "invoice" ("id" text not null, "number" text not null, "year" integer not null, "sequence" integer not null, "order_id" text not null, "issued_at" timestamptz not null, "total_cents" integer not null, "currency_code" text not null, "document" jsonb not null, "voided_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "invoice_pkey" primary key ("id"));`
    )
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_invoice_number_unique" ON "invoice" ("number") WHERE deleted_at IS NULL;`)
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_invoice_year_sequence_unique" ON "invoice" ("year", "sequence") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_invoice_order_id_unique" ON "invoice" ("order_id") WHERE deleted_at IS NULL AND voided_at IS NULL;`
    )
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_invoice_deleted_at" ON "invoice" ("deleted_at") WHERE deleted_at IS NULL;`)

    this.addSql(
      `create table if not exists "credit_note" ("id" text not null, "number" text not null, "year" integer not null, "sequence" integer not null, "order_id" text not null, "invoice_id" text not null, "invoice_number" text not null, "reason" text check ("reason" in ('canceled', 'refunded')) not null, "refund_id" text null, "issued_at" timestamptz not null, "amount_cents" integer not null, "currency_code" text not null, "document" jsonb not null, "voided_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "credit_note_pkey" primary key ("id"));`
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_credit_note_number_unique" ON "credit_note" ("number") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_credit_note_year_sequence_unique" ON "credit_note" ("year", "sequence") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_credit_note_refund_id_unique" ON "credit_note" ("refund_id") WHERE deleted_at IS NULL AND voided_at IS NULL AND refund_id IS NOT NULL;`
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_credit_note_order_id_unique" ON "credit_note" ("order_id") WHERE deleted_at IS NULL AND voided_at IS NULL AND reason = 'canceled';`
    )
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_credit_note_order_id" ON "credit_note" ("order_id") WHERE deleted_at IS NULL;`)
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_credit_note_deleted_at" ON "credit_note" ("deleted_at") WHERE deleted_at IS NULL;`
    )

    this.addSql(
      `create table if not exists "document_counter" ("id" text not null, "series" text not null, "year" integer not null, "last_value" integer not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "document_counter_pkey" primary key ("id"));`
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_document_counter_series_year_unique" ON "document_counter" ("series", "year") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_document_counter_deleted_at" ON "document_counter" ("deleted_at") WHERE deleted_at IS NULL;`
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "invoice" cascade;`)
    this.addSql(`drop table if exists "credit_note" cascade;`)
    this.addSql(`drop table if exists "document_counter" cascade;`)
  }
}
