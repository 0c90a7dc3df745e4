import type { Language } from "../contract/language.js"
import type { CatalogueDocumentInput } from "../mapping/catalogue-document.js"

/** The category's name and the piece's title in each of the shop's languages. */
export const CATEGORY_NAMES: Record<Language, string> = { en: "Ancient Coins", de: "Antike Münzen", fr: "Monnaies antiques" }
export const TITLES: Record<Language, string> = { en: "Nero Sestertius", de: "Nero Sesterz", fr: "Néron sesterce" }

/** One piece as Medusa's catalogue answers it in a language: a sestertius of Nero among the ancient coins. */
export const neroSestertius = (language: Language): CatalogueDocumentInput => ({
  id: "prod_1",
  handle: "nero-sestertius",
  title: TITLES[language],
  category_ids: ["pcat_anc"],
  category_names: [CATEGORY_NAMES[language]],
  price: 120,
  created_at: "2026-11-25T00:00:00.000Z",
})
