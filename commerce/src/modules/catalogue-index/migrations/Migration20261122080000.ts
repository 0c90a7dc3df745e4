import { Migration } from "@medusajs/framework/mikro-orm/migrations"

const words = (columns: string) => `regexp_replace(${columns}, '[[:punct:]]+', ' ', 'g')`

/**
 * The searchable text is split at punctuation the way queries are (queryWords),
 * so "KM# 749.2" is the words km, 749 and 2 on both sides. PostgreSQL's parser
 * kept "749.2" as one number, and a query for that reference found nothing.
 */
export class Migration20261122080000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "catalogue_entry" drop column if exists "search_vector";`)
    this.addSql(`alter table "catalogue_entry" add column "search_vector" tsvector generated always as (
      setweight(to_tsvector('catalogue_search'::regconfig, ${words(`coalesce("title", '') || ' ' || coalesce("catalogue_ref", '')`)}), 'A') ||
      setweight(to_tsvector('catalogue_search'::regconfig, ${words(`coalesce("denomination", '') || ' ' || coalesce("country", '')`)}), 'B') ||
      setweight(to_tsvector('catalogue_search'::regconfig, ${words(`coalesce("description", '')`)}), 'D')
    ) stored;`)
    this.addSql(`create index if not exists "IDX_catalogue_entry_search" on "catalogue_entry" using gin ("search_vector");`)
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "catalogue_entry" drop column if exists "search_vector";`)
    this.addSql(`alter table "catalogue_entry" add column "search_vector" tsvector generated always as (
      setweight(to_tsvector('catalogue_search'::regconfig, coalesce("title", '') || ' ' || coalesce("catalogue_ref", '')), 'A') ||
      setweight(to_tsvector('catalogue_search'::regconfig, coalesce("denomination", '') || ' ' || coalesce("country", '')), 'B') ||
      setweight(to_tsvector('catalogue_search'::regconfig, coalesce("description", '')), 'D')
    ) stored;`)
    this.addSql(`create index if not exists "IDX_catalogue_entry_search" on "catalogue_entry" using gin ("search_vector");`)
  }
}
