import { Migration } from "@medusajs/framework/mikro-orm/migrations"

const ADDED = `select shop_status, 1 as orders, total from added`
const REMOVED = `select shop_status, -1 as orders, -total as total from removed`
/** Each write's trigger and what it adds to the counters. */
const COUNTED = [
  ["insert", ADDED],
  ["update", `${ADDED} union all ${REMOVED}`],
  ["delete", REMOVED],
] as const

/**
 * The dashboard's order rows (decision 122), written by hand for what the data model cannot
 * say: the total as numeric, the order number's last six characters as a generated column,
 * and indexes shaped like the table's queries — newest first, newest first within a status,
 * the order number, and a trigram index for the search box's `ilike '%…%'` — and the
 * per-status counters (`shop_order_count`) that triggers keep in step with the rows.
 */
export class Migration20261123171000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`)
    this.addSql(`
      create table if not exists "shop_order_row" (
        "id" text not null,
        "shop_status" text not null,
        "total" numeric not null default 0,
        "currency_code" text not null,
        "email" text not null default '',
        "search_text" text not null default '',
        "placed_at" timestamptz not null,
        "canceled" boolean not null default false,
        "code" text generated always as (upper(right("id", 6))) stored,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now(),
        "deleted_at" timestamptz null,
        constraint "shop_order_row_pkey" primary key ("id")
      );`)
    this.addSql(`create index if not exists "IDX_shop_order_row_newest" on "shop_order_row" ("placed_at" desc, "id" desc);`)
    this.addSql(
      `create index if not exists "IDX_shop_order_row_status_newest" on "shop_order_row" ("shop_status", "placed_at" desc, "id" desc);`
    )
    this.addSql(`create index if not exists "IDX_shop_order_row_code" on "shop_order_row" ("code");`)
    this.addSql(
      `create index if not exists "IDX_shop_order_row_search" on "shop_order_row" using gin ("search_text" gin_trgm_ops);`
    )
    // The orders and their total per status, kept by the rows' own writes in the same
    // transaction: the summary and a status's count read six rows instead of every order.
    this.addSql(`
      create table if not exists "shop_order_count" (
        "shop_status" text not null,
        "orders" bigint not null default 0,
        "total" numeric not null default 0,
        constraint "shop_order_count_pkey" primary key ("shop_status")
      );`)
    for (const [operation, delta] of COUNTED) {
      this.addSql(`
        create or replace function shop_order_count_${operation}() returns trigger language plpgsql as $$
        declare change record;
        begin
          -- One statement's changes, summed per status and applied in the statuses' order,
          -- so two writers always lock the counters in the same order.
          for change in select shop_status, sum(orders)::bigint as orders, sum(total) as total
            from (${delta}) d group by shop_status
            having sum(orders) <> 0 or sum(total) <> 0 order by shop_status
          loop
            insert into shop_order_count as c (shop_status, orders, total)
              values (change.shop_status, change.orders, change.total)
              on conflict (shop_status) do update set orders = c.orders + excluded.orders, total = c.total + excluded.total;
          end loop;
          return null;
        end $$;`)
      this.addSql(`drop trigger if exists shop_order_count_${operation} on "shop_order_row";`)
      this.addSql(`create trigger shop_order_count_${operation} after ${operation} on "shop_order_row"
        referencing ${operation === "insert" ? "new table as added" : operation === "delete" ? "old table as removed" : "old table as removed new table as added"}
        for each statement execute function shop_order_count_${operation}();`)
    }
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "shop_order_row" cascade;`)
    this.addSql(`drop table if exists "shop_order_count" cascade;`)
    for (const [operation] of COUNTED) this.addSql(`drop function if exists shop_order_count_${operation}();`)
  }
}
