import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * A piece is listed under its first category, the one its card shows. As a
 * scalar column it can lead the sort indexes, so a category page sorted by price
 * or date reads exactly its rows instead of skipping every other category's.
 */
export class Migration20261122070000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "catalogue_entry" add column if not exists "category_id" text generated always as ("category_ids"[1]) stored;`
    )
    this.addSql(
      `create index if not exists "IDX_catalogue_entry_category_newest" on "catalogue_entry" ("category_id", "product_created_at" desc, "id");`
    )
    this.addSql(
      `create index if not exists "IDX_catalogue_entry_category_price" on "catalogue_entry" ("category_id", "price", "id");`
    )
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "catalogue_entry" drop column if exists "category_id";`)
  }
}
