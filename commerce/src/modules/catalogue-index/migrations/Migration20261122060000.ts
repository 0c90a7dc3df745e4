import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * The catalogue read model. Written by hand because what makes it fast is not
 * expressible in the data model: a generated, weighted, accent-free search
 * vector, trigram indexes for the partial period and grade filters, sort
 * indexes with the id as tie-breaker, and a dictionary of catalogue words for
 * typo tolerance.
 */
export class Migration20261122060000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`)
    this.addSql(`create extension if not exists unaccent;`)
    this.addSql(`
      do $$ begin
        if not exists (select 1 from pg_ts_config where cfgname = 'catalogue_search') then
          create text search configuration catalogue_search (copy = english);
          alter text search configuration catalogue_search
            alter mapping for hword, hword_part, word with unaccent, english_stem;
        end if;
      end $$;`)
    this.addSql(`
      create table if not exists "catalogue_entry" (
        "id" text not null,
        "handle" text not null,
        "title" text not null,
        "description" text null,
        "status" text not null,
        "sales_channel_ids" text[] not null default '{}',
        "category_ids" text[] not null default '{}',
        "category_names" text[] not null default '{}',
        "material" text null,
        "country" text null,
        "period" text null,
        "grade" text null,
        "denomination" text null,
        "year" text null,
        "mint" text null,
        "weight_grams" real null,
        "diameter_mm" real null,
        "catalogue_ref" text null,
        "grading_service" text null,
        "certificate_number" text null,
        "is_featured" boolean not null default false,
        "is_new" boolean not null default false,
        "price" double precision null,
        "stock" integer not null default 0,
        "product_created_at" timestamptz not null,
        "images" text[] not null default '{}',
        "period_folded" text null,
        "grade_folded" text null,
        "folded" text not null default '',
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now(),
        "deleted_at" timestamptz null,
        "search_vector" tsvector generated always as (
          setweight(to_tsvector('catalogue_search'::regconfig, coalesce("title", '') || ' ' || coalesce("catalogue_ref", '')), 'A') ||
          setweight(to_tsvector('catalogue_search'::regconfig, coalesce("denomination", '') || ' ' || coalesce("country", '')), 'B') ||
          setweight(to_tsvector('catalogue_search'::regconfig, coalesce("description", '')), 'D')
        ) stored,
        constraint "catalogue_entry_pkey" primary key ("id")
      );`)
    this.addSql(`create unique index if not exists "IDX_catalogue_entry_handle" on "catalogue_entry" ("handle");`)
    this.addSql(`create index if not exists "IDX_catalogue_entry_newest" on "catalogue_entry" ("product_created_at" desc, "id");`)
    this.addSql(`create index if not exists "IDX_catalogue_entry_price" on "catalogue_entry" ("price", "id");`)
    this.addSql(`create index if not exists "IDX_catalogue_entry_categories" on "catalogue_entry" using gin ("category_ids");`)
    this.addSql(`create index if not exists "IDX_catalogue_entry_country" on "catalogue_entry" ("country");`)
    this.addSql(`create index if not exists "IDX_catalogue_entry_material" on "catalogue_entry" ("material");`)
    this.addSql(`create index if not exists "IDX_catalogue_entry_search" on "catalogue_entry" using gin ("search_vector");`)
    this.addSql(
      `create index if not exists "IDX_catalogue_entry_period" on "catalogue_entry" using gin ("period_folded" gin_trgm_ops);`
    )
    this.addSql(
      `create index if not exists "IDX_catalogue_entry_grade" on "catalogue_entry" using gin ("grade_folded" gin_trgm_ops);`
    )
    this.addSql(
      `create index if not exists "IDX_catalogue_entry_featured" on "catalogue_entry" ("product_created_at" desc) where "is_featured";`
    )
    this.addSql(
      `create index if not exists "IDX_catalogue_entry_new" on "catalogue_entry" ("product_created_at" desc) where "is_new";`
    )
    // Every word of the searchable text, once: misspelt query words are matched
    // against this small dictionary, then searched as the words they resemble.
    this.addSql(`
      create table if not exists "catalogue_word" (
        "word" text not null,
        constraint "catalogue_word_pkey" primary key ("word")
      );`)
    this.addSql(`create index if not exists "IDX_catalogue_word_trgm" on "catalogue_word" using gin ("word" gin_trgm_ops);`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "catalogue_word" cascade;`)
    this.addSql(`drop table if exists "catalogue_entry" cascade;`)
  }
}
