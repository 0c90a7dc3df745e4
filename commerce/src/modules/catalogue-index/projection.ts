import { collectorFieldsOf, type CollectorField, type CollectorFields } from "../numismatics/validation"
import { gradeFilterWords, gradeWords } from "./grade-words"
import { languageOfLocale, TRANSLATED_LANGUAGES, type TranslatedLanguage } from "../../lib/languages"

/**
 * Turns a product read through `query.graph` into what the catalogue holds about
 * it: the read model's row and Medusa's search index document alike. Pure, so it
 * is tested without a database.
 */

export type ProductGraphRow = {
  id: string
  handle: string
  title: string
  description?: string | null
  status: string
  material?: string | null
  thumbnail?: string | null
  created_at: string | Date
  images?: { url: string; rank?: number | null }[] | null
  categories?: { id: string; name: string; handle: string }[] | null
  sales_channels?: { id: string }[] | null
  variants?:
    | {
        manage_inventory?: boolean | null
        prices?: { amount: number | string; currency_code: string; price_rules?: unknown[] | null }[] | null
        inventory_items?:
          | {
              required_quantity?: number | null
              inventory?: {
                location_levels?: { stocked_quantity?: number | null; reserved_quantity?: number | null }[] | null
              } | null
            }[]
          | null
      }[]
    | null
  collector_item?: (Partial<Record<CollectorField, string | number | boolean | null>> & { id?: string }) | null
}

/** A product as the catalogue holds it: Medusa's product, its price and stock, and its collector record. */
export type ProductDocument = CollectorFields & {
  id: string
  handle: string
  title: string
  description: string | null
  status: string
  sales_channel_ids: string[]
  category_ids: string[]
  category_handles: string[]
  category_names: string[]
  material: string | null
  price: number | null
  stock: number
  created_at: string
  images: string[]
  // Lower-cased, accent-free copies for the spec's partial, case-insensitive
  // period and quality filters (`$like` in the engine is case-sensitive).
  period_folded: string | null
  grade_folded: string | null
  // Accent-free name, denomination, country and reference, so trigram
  // (typo) matching is accent-insensitive as full-text matching already is.
  folded: string
}

export const PRODUCT_GRAPH_FIELDS = [
  "id",
  "handle",
  "title",
  "description",
  "status",
  "material",
  "thumbnail",
  "created_at",
  "images.url",
  "images.rank",
  "categories.id",
  "categories.name",
  "categories.handle",
  "sales_channels.id",
  "variants.manage_inventory",
  "variants.prices.amount",
  "variants.prices.currency_code",
  "variants.prices.price_rules.id",
  "variants.inventory_items.required_quantity",
  "variants.inventory_items.inventory.location_levels.stocked_quantity",
  "variants.inventory_items.inventory.location_levels.reserved_quantity",
  "collector_item.*",
]

export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
}

function foldOrNull(text: string | null | undefined): string | null {
  return text ? fold(text) : null
}

/** The lowest plain EUR price over the variants (price-list and rule prices excluded). */
export function eurPrice(row: ProductGraphRow): number | null {
  let lowest: number | null = null
  for (const variant of row.variants ?? []) {
    for (const price of variant.prices ?? []) {
      if (price.currency_code.toLowerCase() !== "eur" || (price.price_rules?.length ?? 0) > 0) continue
      const amount = Number(price.amount)
      if (Number.isFinite(amount) && (lowest === null || amount < lowest)) lowest = amount
    }
  }
  return lowest
}

/** Units still purchasable: stocked minus reserved, over every variant. Unmanaged stock counts as 1. */
export function availableStock(row: ProductGraphRow): number {
  let total = 0
  for (const variant of row.variants ?? []) {
    if (variant.manage_inventory === false) {
      total += 1
      continue
    }
    const items = variant.inventory_items ?? []
    if (!items.length) continue
    let variantUnits = Number.POSITIVE_INFINITY
    for (const item of items) {
      const levels = item.inventory?.location_levels ?? []
      const available = levels.reduce(
        (sum, level) => sum + Math.max(0, Number(level.stocked_quantity ?? 0) - Number(level.reserved_quantity ?? 0)),
        0
      )
      const required = Math.max(1, Number(item.required_quantity ?? 1))
      variantUnits = Math.min(variantUnits, Math.floor(available / required))
    }
    total += Number.isFinite(variantUnits) ? variantUnits : 0
  }
  return total
}

function orderedImages(row: ProductGraphRow): string[] {
  const images = [...(row.images ?? [])].sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0)).map((image) => image.url)
  if (!images.length && row.thumbnail) return [row.thumbnail]
  return images
}

export function toProductDocument(row: ProductGraphRow): ProductDocument {
  const c = collectorFieldsOf(row.collector_item ?? {})
  const categories = row.categories ?? []
  const createdAt = row.created_at instanceof Date ? row.created_at.toISOString() : String(row.created_at)
  return {
    id: row.id,
    handle: row.handle,
    title: row.title,
    description: row.description ?? null,
    status: row.status,
    sales_channel_ids: (row.sales_channels ?? []).map((channel) => channel.id),
    category_ids: categories.map((category) => category.id),
    category_handles: categories.map((category) => category.handle),
    category_names: categories.map((category) => category.name),
    material: row.material ?? null,
    ...c,
    price: eurPrice(row),
    stock: availableStock(row),
    created_at: createdAt,
    images: orderedImages(row),
    period_folded: foldOrNull(c.period),
    grade_folded: foldOrNull(c.grade),
    folded: fold([row.title, c.denomination, c.country, c.catalogue_ref].filter(Boolean).join(" ")),
  }
}

/** A product's texts in one language, as its translations give them; a missing one is English. */
export type TranslatedTexts = {
  title?: string
  description?: string
  period?: string
  denomination?: string
  mint?: string
  /** Every category's name, English where it has no translation. */
  category_names?: string[]
  /** What the language calls the piece's grade, for its search (grade-words.ts). */
  grade_words?: string
  /** The piece's country and material in the language (their terms' translations, decision 247). */
  country?: string
  material?: string
  /** Folded copies for the period and quality filters in the language, matched beside English's. */
  period_folded?: string
  grade_folded?: string
}
export type CatalogueTranslations = Partial<Record<TranslatedLanguage, TranslatedTexts>>

/** A row of Medusa's Translation Module, as its service lists them. */
export type TranslationRow = {
  reference: string
  reference_id: string
  locale_code: string
  translations: Record<string, unknown> | null
}

/** What the read model holds of a product: its document and its texts in the other languages. */
export type CatalogueDocument = ProductDocument & { translations: CatalogueTranslations }

/** The translated texts each row of the product's graph may have: the product, its collector record, its categories. */
export function translatedReferences(row: ProductGraphRow): string[] {
  return [row.id, ...(row.collector_item?.id ? [String(row.collector_item.id)] : []), ...(row.categories ?? []).map((c) => c.id)]
}

/**
 * The translated texts of one entity in a language, by field. A locale with a region ("de-AT")
 * counts for its language unless the plain one ("de") translates the same text; blank is untranslated.
 */
export function translatedTexts(
  rows: TranslationRow[],
  referenceId: string,
  language: TranslatedLanguage
): Record<string, string> {
  const matching = rows
    .filter((t) => t.reference_id === referenceId && languageOfLocale(t.locale_code) === language)
    // The plain locale last, so it wins.
    .sort((a, b) => (a.locale_code.includes("-") ? 0 : 1) - (b.locale_code.includes("-") ? 0 : 1))
  const texts: Record<string, string> = {}
  for (const t of matching)
    for (const [field, value] of Object.entries(t.translations ?? {}))
      if (typeof value === "string" && value.trim()) texts[field] = value
  return texts
}

/** A country or material of the catalogue, as the numismatics module keeps it for translation. */
export type TermRow = { id: string; kind: "country" | "material"; value: string }

/**
 * A product's texts in German and French from the translations of it, its collector record, its
 * categories, and the terms of its country and material.
 */
export function translationsOf(row: ProductGraphRow, rows: TranslationRow[], terms: TermRow[] = []): CatalogueTranslations {
  const textOf = (language: TranslatedLanguage, referenceId: string) => translatedTexts(rows, referenceId, language)
  const result: CatalogueTranslations = {}
  for (const language of TRANSLATED_LANGUAGES) {
    const product = textOf(language, row.id)
    const collector = row.collector_item?.id ? textOf(language, String(row.collector_item.id)) : {}
    const texts: TranslatedTexts = {}
    if (product.title) texts.title = product.title
    if (product.description) texts.description = product.description
    for (const field of ["period", "denomination", "mint"] as const) if (collector[field]) texts[field] = collector[field]
    const categories = row.categories ?? []
    const names = categories.map((category) => textOf(language, category.id).name ?? category.name)
    if (categories.some((category, i) => names[i] !== category.name)) texts.category_names = names
    const grade = row.collector_item?.grade as string | null | undefined
    const words = gradeWords(grade, language)
    if (words) texts.grade_words = words
    const term = (kind: TermRow["kind"], value: unknown) => {
      const id = terms.find((t) => t.kind === kind && t.value === value)?.id
      return id ? textOf(language, id).value : undefined
    }
    const country = term("country", row.collector_item?.country)
    if (country) texts.country = country
    const material = term("material", row.material)
    if (material) texts.material = material
    if (texts.period) texts.period_folded = fold(texts.period)
    const gradeFilter = gradeFilterWords(grade, language)
    if (gradeFilter) texts.grade_folded = gradeFilter
    if (Object.keys(texts).length) result[language] = texts
  }
  return result
}

/** The read model's document of a product, with its translations. */
export function toCatalogueDocument(row: ProductGraphRow, rows: TranslationRow[] = [], terms: TermRow[] = []): CatalogueDocument {
  return { ...toProductDocument(row), translations: translationsOf(row, rows, terms) }
}

/** The countries and materials of the given products, as terms to find or create. */
export function termsWanted(rows: ProductGraphRow[]): Omit<TermRow, "id">[] {
  return rows.flatMap((row) => {
    const country = row.collector_item?.country
    return [
      ...(typeof country === "string" && country ? [{ kind: "country" as const, value: country }] : []),
      ...(row.material ? [{ kind: "material" as const, value: row.material }] : []),
    ]
  })
}
