import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * Want lists. Written by hand for what the data model cannot say: the GIN index that lets
 * one query find the wants a piece matches, the alert rows whose unique key makes every
 * alert exactly-once, the digest days that allow one digest per want and day, and the
 * pieces the alerts have seen listed (when, and at what price).
 */
export class Migration20261123170000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table if not exists "want" (
        "id" text not null,
        "customer_id" text not null,
        "name" text not null,
        "alerts" text check ("alerts" in ('instant', 'daily', 'off')) not null default 'instant',
        "alerts_since" timestamptz not null,
        "search" text null,
        "category" text null,
        "country" text null,
        "material" text null,
        "period" text null,
        "quality" text null,
        "price_min_cents" integer null,
        "price_max_cents" integer null,
        "tokens" text[] not null default '{}',
        "category_id" text null,
        "country_key" text null,
        "material_key" text null,
        "period_key" text null,
        "quality_key" text null,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now(),
        "deleted_at" timestamptz null,
        constraint "want_pkey" primary key ("id")
      );`)
    this.addSql(`create index if not exists "IDX_want_customer_id" on "want" ("customer_id") where "deleted_at" is null;`)
    this.addSql(`create index if not exists "IDX_want_deleted_at" on "want" ("deleted_at") where "deleted_at" is null;`)
    // Without the pending list: a piece's match reads the index at once, never a backlog of recent wants.
    this.addSql(`create index if not exists "IDX_want_tokens" on "want" using gin ("tokens") with (fastupdate = off);`)
    this.addSql(`
      create table if not exists "want_alert" (
        "id" text not null default ('walert_' || replace(gen_random_uuid()::text, '-', '')),
        "want_id" text not null references "want" ("id") on delete cascade,
        "product_id" text not null,
        "created_at" timestamptz not null default now(),
        "sent_at" timestamptz null,
        constraint "want_alert_pkey" primary key ("id"),
        constraint "want_alert_once" unique ("want_id", "product_id")
      );`)
    this.addSql(`create index if not exists "IDX_want_alert_pending" on "want_alert" ("want_id") where "sent_at" is null;`)
    this.addSql(`
      create table if not exists "want_digest" (
        "want_id" text not null references "want" ("id") on delete cascade,
        "day" date not null,
        "created_at" timestamptz not null default now(),
        constraint "want_digest_pkey" primary key ("want_id", "day")
      );`)
    this.addSql(`
      create table if not exists "want_listed_piece" (
        "product_id" text not null,
        "listed_at" timestamptz not null,
        "price_cents" integer not null,
        "lowered_at" timestamptz null,
        constraint "want_listed_piece_pkey" primary key ("product_id")
      );`)
    // The pieces on sale before want lists existed are not news to any want: without this,
    // the first edit of an old piece would look like its listing.
    this.addSql(`
      do $$ begin
        if to_regclass('catalogue_entry') is not null then
          insert into "want_listed_piece" ("product_id", "listed_at", "price_cents")
          select "id", "product_created_at", round("price" * 100) from "catalogue_entry"
          where "status" = 'published' and "price" is not null and "stock" > 0
          on conflict do nothing;
        end if;
      end $$;`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "want_listed_piece" cascade;`)
    this.addSql(`drop table if exists "want_digest" cascade;`)
    this.addSql(`drop table if exists "want_alert" cascade;`)
    this.addSql(`drop table if exists "want" cascade;`)
  }
}
