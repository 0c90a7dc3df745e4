import { Migration } from "@medusajs/framework/mikro-orm/migrations"

const words = (text: string) => `regexp_replace(${text}, '[[:punct:]]+', ' ', 'g')`
const translated = (language: string, field: string) => `("translations" #>> '{${language},${field}}')`
const LANGUAGES = [
  ["de", "catalogue_search_de"],
  ["fr", "catalogue_search_fr"],
] as const

/**
 * German and French search find a piece by its country and material in the language
 * (docs/decisions/247): "Silber", "Römisches Reich", "argent". The vectors' B weight adds the
 * translated country and material beside the English country it had. A generated column's
 * expression cannot be altered (PostgreSQL 15), so each vector and its index are made anew.
 */
function vector(language: "de" | "fr", config: string, names: boolean): string {
  const text = (field: string) => `coalesce(${translated(language, field)}, "${field}", '')`
  const terms = names
    ? ` || ' ' || coalesce(${translated(language, "country")}, '') || ' ' || coalesce(${translated(language, "material")}, '')`
    : ""
  return `
      setweight(to_tsvector('${config}'::regconfig, ${words(`${text("title")} || ' ' || coalesce("catalogue_ref", '')`)}), 'A') ||
      setweight(to_tsvector('${config}'::regconfig, ${words(
        `${text("denomination")} || ' ' || coalesce("country", '') || ' ' || coalesce(${translated(language, "grade_words")}, '')${terms}`
      )}), 'B') ||
      setweight(to_tsvector('${config}'::regconfig, ${words(`coalesce("title", '') || ' ' || coalesce("denomination", '')`)}), 'C') ||
      setweight(to_tsvector('${config}'::regconfig, ${words(text("description"))}), 'D')`
}

function remake(migration: Migration, names: boolean): void {
  for (const [language, config] of LANGUAGES) {
    migration.addSql(`alter table "catalogue_entry" drop column if exists "search_vector_${language}";`)
    migration.addSql(`alter table "catalogue_entry" add column "search_vector_${language}" tsvector
        generated always as (${vector(language, config, names)}) stored;`)
    migration.addSql(
      `create index if not exists "IDX_catalogue_entry_search_${language}" on "catalogue_entry" using gin ("search_vector_${language}");`
    )
  }
}

export class Migration20261127160000 extends Migration {
  override async up(): Promise<void> {
    remake(this, true)
  }

  override async down(): Promise<void> {
    remake(this, false)
  }
}
