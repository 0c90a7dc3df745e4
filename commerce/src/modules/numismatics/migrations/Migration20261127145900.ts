import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** The catalogue's countries and materials, to translate (docs/decisions/247). */
export class Migration20261127145900 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table if not exists "catalogue_term" ("id" text not null, "kind" text check ("kind" in ('country', 'material')) not null, "value" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "catalogue_term_pkey" primary key ("id"));`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_catalogue_term_deleted_at" ON "catalogue_term" ("deleted_at") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_catalogue_term_kind_value_unique" ON "catalogue_term" ("kind", "value") WHERE deleted_at IS NULL;`
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "catalogue_term" cascade;`)
  }
}
