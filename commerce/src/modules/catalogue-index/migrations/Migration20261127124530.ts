import { Migration } from "@medusajs/framework/mikro-orm/migrations"

const words = (text: string) => `regexp_replace(${text}, '[[:punct:]]+', ' ', 'g')`
const translated = (language: string, field: string) => `("translations" #>> '{${language},${field}}')`

/**
 * The catalogue in German and French (docs/decisions/245). Each row keeps its translated texts
 * (`translations`: per language only what is translated, English stays in the columns), and
 * a search vector per language over them, stemmed and accent-free in that language: "Sesterz"
 * finds a sestertius, "vorzüglich" a piece graded EF. The English vector, its configuration
 * and its index are untouched.
 */
function vector(language: "de" | "fr", config: string): string {
  const text = (field: string) => `coalesce(${translated(language, field)}, "${field}", '')`
  return `
      setweight(to_tsvector('${config}'::regconfig, ${words(`${text("title")} || ' ' || coalesce("catalogue_ref", '')`)}), 'A') ||
      setweight(to_tsvector('${config}'::regconfig, ${words(
        `${text("denomination")} || ' ' || coalesce("country", '') || ' ' || coalesce(${translated(language, "grade_words")}, '')`
      )}), 'B') ||
      setweight(to_tsvector('${config}'::regconfig, ${words(`coalesce("title", '') || ' ' || coalesce("denomination", '')`)}), 'C') ||
      setweight(to_tsvector('${config}'::regconfig, ${words(text("description"))}), 'D')`
}

export class Migration20261127124530 extends Migration {
  override async up(): Promise<void> {
    for (const [config, dictionary] of [
      ["catalogue_search_de", "german"],
      ["catalogue_search_fr", "french"],
    ]) {
      this.addSql(`
        do $$ begin
          if not exists (select 1 from pg_ts_config where cfgname = '${config}') then
            create text search configuration ${config} (copy = ${dictionary});
            alter text search configuration ${config}
              alter mapping for hword, hword_part, word with unaccent, ${dictionary}_stem;
          end if;
        end $$;`)
    }
    // The row grows by the translations and two vectors: English's vector stays in the row (moved
    // out to TOAST last), so an English search ranks without reading it from elsewhere.
    this.addSql(`alter table "catalogue_entry" alter column "search_vector" set storage main;`)
    this.addSql(`alter table "catalogue_entry" add column if not exists "translations" jsonb not null default '{}'::jsonb;`)
    for (const [language, config] of [
      ["de", "catalogue_search_de"],
      ["fr", "catalogue_search_fr"],
    ] as const) {
      this.addSql(`alter table "catalogue_entry" add column if not exists "search_vector_${language}" tsvector
        generated always as (${vector(language, config)}) stored;`)
      this.addSql(
        `create index if not exists "IDX_catalogue_entry_search_${language}" on "catalogue_entry" using gin ("search_vector_${language}");`
      )
    }
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "catalogue_entry" drop column if exists "search_vector_de";`)
    this.addSql(`alter table "catalogue_entry" drop column if exists "search_vector_fr";`)
    this.addSql(`alter table "catalogue_entry" drop column if exists "translations";`)
    this.addSql(`alter table "catalogue_entry" alter column "search_vector" set storage extended;`)
  }
}
