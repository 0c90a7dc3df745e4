import { LOCALE_OF, TRANSLATED_LANGUAGES, type TranslatedLanguage } from "../../lib/languages"
import translations from "./data/translations.json"

/**
 * The demo catalogue's German and French texts (data/translations.json): its categories' names,
 * the periods and denominations of its collector records, its countries and materials, and the
 * names and descriptions of its featured, new and a few more pieces. Pure, so the seed and its
 * tests build the same translations.
 */
type Texts = Record<TranslatedLanguage, string>
type PieceTexts = Record<TranslatedLanguage, { title: string; description: string }>
type Data = {
  categories: Record<string, Texts>
  periods: Record<string, Texts>
  countries: Record<string, Texts>
  materials: Record<string, Texts>
  denominations: Record<string, Texts>
  pieces: Record<string, PieceTexts>
}
export const CATALOGUE_TRANSLATIONS = translations as Data

/** What Medusa's createTranslationsWorkflow takes. */
export type TranslationInput = {
  reference: "product" | "product_category" | "collector_item" | "catalogue_term" | "shipping_option"
  reference_id: string
  locale_code: string
  translations: Record<string, string>
}

export type SeededProduct = {
  id: string
  handle: string
  collector_item?: { id: string; period?: string | null; denomination?: string | null } | null
}

/** A country or material of the catalogue (the numismatics module's catalogue_term). */
export type SeededTerm = { id: string; kind: "country" | "material"; value: string }

/** The translations of the given products, categories, countries and materials the demo catalogue ships. */
export function catalogueTranslations(
  products: SeededProduct[],
  categories: { id: string; handle: string }[],
  terms: SeededTerm[] = []
): TranslationInput[] {
  const data = CATALOGUE_TRANSLATIONS
  const result: TranslationInput[] = []
  for (const term of terms) {
    const names = (term.kind === "country" ? data.countries : data.materials)[term.value]
    if (!names) continue
    for (const language of TRANSLATED_LANGUAGES)
      result.push({
        reference: "catalogue_term",
        reference_id: term.id,
        locale_code: LOCALE_OF[language],
        translations: { value: names[language] },
      })
  }
  for (const category of categories) {
    const names = data.categories[category.handle]
    if (!names) continue
    for (const language of TRANSLATED_LANGUAGES)
      result.push({
        reference: "product_category",
        reference_id: category.id,
        locale_code: LOCALE_OF[language],
        translations: { name: names[language] },
      })
  }
  for (const product of products) {
    const piece = data.pieces[product.handle]
    if (piece)
      for (const language of TRANSLATED_LANGUAGES)
        result.push({
          reference: "product",
          reference_id: product.id,
          locale_code: LOCALE_OF[language],
          translations: { ...piece[language] },
        })
    const record = product.collector_item
    if (!record) continue
    const period = record.period ? data.periods[record.period] : undefined
    const denomination = record.denomination ? data.denominations[record.denomination] : undefined
    for (const language of TRANSLATED_LANGUAGES) {
      const texts: Record<string, string> = {}
      if (period) texts.period = period[language]
      if (denomination) texts.denomination = denomination[language]
      if (Object.keys(texts).length)
        result.push({
          reference: "collector_item",
          reference_id: record.id,
          locale_code: LOCALE_OF[language],
          translations: texts,
        })
    }
  }
  return result
}
