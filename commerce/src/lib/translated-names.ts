import type { MedusaContainer } from "@medusajs/framework/types"
import { translatedTexts } from "../modules/catalogue-index/projection"
import { translationsOfReferences } from "../modules/catalogue-index/sync"
import type { Language } from "./languages"

/** An entity's name in a language: its translation when it has one, else the name given (English). */
export type NameIn = (language: Language | undefined, id: string | null | undefined, name: string) => string

/** The name given, in every language: for readers of English only. */
export const nameGiven: NameIn = (_language, _id, name) => name

/**
 * Reads the translations of these entities of Medusa's Translation Module once ("product" titles,
 * "shipping_option" names) and names them in any language as the catalogue does: a regional locale
 * ("de-AT") counts for its language, a blank translation is none. English, an entity without a
 * translation, or a shop without the module, keep the name given.
 */
export async function translatedNames(
  container: MedusaContainer,
  reference: string,
  field: string,
  ids: (string | null | undefined)[]
): Promise<NameIn> {
  const rows = await translationsOfReferences(container, [...new Set(ids.filter((id): id is string => !!id))], [reference])
  return (language, id, name) =>
    language && language !== "en" && id ? (translatedTexts(rows, id, language)[field] ?? name) : name
}
