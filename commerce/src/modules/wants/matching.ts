import { fold, type ProductDocument } from "../catalogue-index/projection"

/**
 * How a piece is matched against every stored want in one SQL statement. Pure, so the
 * subscriber and the benchmark (bench/run.mjs --wants) run the very same statement.
 */

/** What the matching needs to know of a piece. Keys are folded (lower case, accent-free). */
export type PieceForWants = {
  product_id: string
  /** The searchable text, from the fields the catalogue's search vector is built of. */
  text: string
  category_id: string | null
  country_keys: string[]
  material_key: string | null
  period_key: string
  quality_key: string
  price_cents: number
  /** When the piece became news (listed, or its price lowered): only older wants hear of it. */
  news_at: string
}

const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" })

/** A stored country and, for an ISO code ("FR"), its English name: the listing's filter accepts both. */
export function countryKeys(country: string | null): string[] {
  const value = country?.trim()
  if (!value) return []
  const keys = [fold(value)]
  if (/^[A-Za-z]{2}$/.test(value)) {
    try {
      const name = regionNames.of(value.toUpperCase())
      if (name && name !== "Unknown Region") keys.push(fold(name))
    } catch {
      // not a region code: the value as written is the only key
    }
  }
  return keys
}

export const foldedKey = (text: string | null | undefined): string | null => (text?.trim() ? fold(text.trim()) : null)

/** What a piece's matching reads of it: a catalogue document, or a row of the catalogue's read model. */
export type MatchedFields = Pick<
  ProductDocument,
  | "id"
  | "title"
  | "catalogue_ref"
  | "denomination"
  | "country"
  | "description"
  | "category_ids"
  | "material"
  | "period"
  | "grade"
  | "price"
>

export function pieceForWants(doc: MatchedFields, newsAt: string): PieceForWants {
  return {
    product_id: doc.id,
    text: [doc.title, doc.catalogue_ref, doc.denomination, doc.country, doc.description].filter(Boolean).join(" "),
    category_id: doc.category_ids[0] ?? null,
    country_keys: countryKeys(doc.country),
    material_key: foldedKey(doc.material),
    period_key: foldedKey(doc.period) ?? "",
    quality_key: foldedKey(doc.grade) ?? "",
    price_cents: Math.round((doc.price ?? 0) * 100),
    news_at: newsAt,
  }
}

// The lexemes of a text as the catalogue's search vector holds them: punctuation split
// like the listing's query words, then the catalogue's text search configuration
// (unaccent, English stems, stop words dropped).
const lexemes = (param: string) =>
  `unnest(tsvector_to_array(to_tsvector('catalogue_search'::regconfig, regexp_replace(${param}, '[[:punct:]]+', ' ', 'g'))))`

/** A search as a want's tokens: its words, stemmed, accent-free, without stop words (an SQL expression). */
export const searchTokensSql = (param: string) =>
  `(select coalesce(array_agg(distinct "lexeme"), '{}'::text[]) from ${lexemes(param)} "lexeme")`

export const SEARCH_TOKENS_SQL = `select ${searchTokensSql("?")} as "tokens"`

const textArray = (values: string[]) => (values.length ? `array[${values.map(() => "?").join(", ")}]::text[]` : `'{}'::text[]`)

/**
 * Records an alert for every want the piece matches and answers the new alert rows, in
 * one statement. A want's search words must each begin a word of the piece (the listing
 * finds "denar" in "Denarius" the same way), so the piece's words are offered with every
 * beginning: the GIN index on the want's tokens finds the wants sharing one of them
 * (`&&`), which must hold only such words (`<@`). Wants without words are found apart, by
 * their country (`<@` alone would make the index hand over every one of them). The unique
 * (want, piece) key makes a second match of the same pair insert nothing.
 */
export function matchStatement(piece: PieceForWants): { sql: string; params: unknown[] } {
  const countries = textArray(piece.country_keys)
  const filters = `w."deleted_at" is null and w."alerts" <> 'off' and w."alerts_since" < ?::timestamptz
      and (w."category_id" is null or w."category_id" = ?)
      and (w."material_key" is null or w."material_key" = ?)
      and (w."period_key" is null or strpos(?, w."period_key") > 0)
      and (w."quality_key" is null or strpos(?, w."quality_key") > 0)
      and (w."price_min_cents" is null or w."price_min_cents" <= ?)
      and (w."price_max_cents" is null or w."price_max_cents" >= ?)`
  const sql = `
    with "piece" as (
      select coalesce(array_agg(distinct left("lexeme", "n")), '{}'::text[]) as "beginnings"
      from ${lexemes("?")} "lexeme", generate_series(1, length("lexeme")) "n"
    )
    insert into "want_alert" ("want_id", "product_id")
    select "id", ? from (
      select w."id" from "want" w, "piece" p
      where w."tokens" && p."beginnings" and w."tokens" <@ p."beginnings"
        and (w."country_key" is null or w."country_key" = any(${countries})) and ${filters}
      union all
      select w."id" from "want" w
      where w."tokens" = '{}' and (w."country_key" is null or w."country_key" = any(${countries})) and ${filters}
    ) "matched"
    on conflict ("want_id", "product_id") do nothing
    returning "id", "want_id"`
  const filterParams = [
    piece.news_at,
    piece.category_id,
    piece.material_key,
    piece.period_key,
    piece.quality_key,
    piece.price_cents,
    piece.price_cents,
  ]
  const params = [piece.text, piece.product_id, ...piece.country_keys, ...filterParams, ...piece.country_keys, ...filterParams]
  return { sql, params }
}
