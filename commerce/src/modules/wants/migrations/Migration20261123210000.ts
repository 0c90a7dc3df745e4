import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * Wants without search words, found apart from the others: the GIN index on the tokens
 * answers "contained in" with every empty array too, so a piece's match read all of them
 * (a tenth of the wants) row by row. A wordless want is found by its country, or as one
 * without a country.
 */
export class Migration20261123210000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index if not exists "IDX_want_wordless_country" on "want" ("country_key") where "tokens" = '{}' and "deleted_at" is null;`
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_want_wordless_country";`)
  }
}
