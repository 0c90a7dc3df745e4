import { Migration } from "@medusajs/framework/mikro-orm/migrations"

const LANGUAGES = ["de", "fr"] as const
const COLUMNS = { period_folded: "period", grade_folded: "grade" } as const

/**
 * The period and quality filters in German and French (docs/decisions/247) match the folded
 * period and grade words the row keeps per language beside English's: a trigram index on each,
 * as English's columns have.
 */
export class Migration20261127150000 extends Migration {
  override async up(): Promise<void> {
    for (const language of LANGUAGES)
      for (const [column, name] of Object.entries(COLUMNS))
        this.addSql(
          `create index if not exists "IDX_catalogue_entry_${name}_${language}" on "catalogue_entry" using gin (("translations" #>> '{${language},${column}}') gin_trgm_ops);`
        )
  }

  override async down(): Promise<void> {
    for (const language of LANGUAGES)
      for (const name of Object.values(COLUMNS)) this.addSql(`drop index if exists "IDX_catalogue_entry_${name}_${language}";`)
  }
}
