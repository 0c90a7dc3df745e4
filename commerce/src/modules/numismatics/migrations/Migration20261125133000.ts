import { Migration } from "@medusajs/framework/mikro-orm/migrations"

export class Migration20261125133000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table if exists "collector_item" add column if not exists "vat_treatment" text check ("vat_treatment" in ('margin_scheme', 'investment_gold', 'standard')) not null default 'standard';`
    )
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "collector_item" drop column if exists "vat_treatment";`)
  }
}
