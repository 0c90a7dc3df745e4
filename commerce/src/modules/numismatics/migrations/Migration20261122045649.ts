import { Migration } from "@medusajs/framework/mikro-orm/migrations"

export class Migration20261122045649 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table if not exists "collector_item" ("id" text not null, "country" text null, "period" text null, "grade" text null, "denomination" text null, "year" text null, "mint" text null, "weight_grams" real null, "diameter_mm" real null, "catalogue_ref" text null, "grading_service" text null, "certificate_number" text null, "is_featured" boolean not null default false, "is_new" boolean not null default false, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "collector_item_pkey" primary key ("id"));`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_collector_item_deleted_at" ON "collector_item" ("deleted_at") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_collector_item_is_featured" ON "collector_item" ("is_featured") WHERE deleted_at IS NULL AND is_featured = true;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_collector_item_is_new" ON "collector_item" ("is_new") WHERE deleted_at IS NULL AND is_new = true;`
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "collector_item" cascade;`)
  }
}
