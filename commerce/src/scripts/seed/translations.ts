import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createTranslationsWorkflow, updateStoresWorkflow } from "@medusajs/medusa/core-flows"
import { LOCALE_OF, TRANSLATED_LANGUAGES } from "../../modules/catalogue-index/languages"
import { syncProducts } from "../../modules/catalogue-index/sync"
import { catalogueTranslations, type TranslationInput } from "../catalogue/translations"

type LocaleService = {
  listLocales(filters: Record<string, unknown>): Promise<{ code: string }[]>
  createLocales(data: { code: string; name: string }[]): Promise<unknown>
}

const LOCALE_NAMES: Record<string, string> = { de: "German", fr: "French" }

/**
 * The shop's languages in Medusa (docs/decisions/245): the locales "de" and "fr" of the Translation
 * Module, which the store supports; English is the texts themselves.
 */
export async function setUpLanguages(container: MedusaContainer): Promise<void> {
  const translation = container.resolve<LocaleService>(Modules.TRANSLATION)
  const codes = TRANSLATED_LANGUAGES.map((language) => LOCALE_OF[language])
  const existing = new Set((await translation.listLocales({ code: codes })).map((locale) => locale.code))
  const missing = codes.filter((code) => !existing.has(code))
  if (missing.length) await translation.createLocales(missing.map((code) => ({ code, name: LOCALE_NAMES[code] ?? code })))
  const [store] = await container.resolve(Modules.STORE).listStores()
  await updateStoresWorkflow(container).run({
    input: { selector: { id: store.id }, update: { supported_locales: codes.map((code) => ({ locale_code: code })) } },
  })
}

/**
 * The demo catalogue's German and French texts (its categories, its featured and new pieces, a few
 * more), written through Medusa's own workflow as a merchandiser's edits in the back office are.
 * Only the pieces and categories present are translated.
 */
export async function translateCatalogue(container: MedusaContainer): Promise<number> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const [{ data: products }, { data: categories }] = await Promise.all([
    query.graph({
      entity: "product",
      fields: ["id", "handle", "collector_item.id", "collector_item.period", "collector_item.denomination"],
    }),
    query.graph({ entity: "product_category", fields: ["id", "handle"] }),
  ])
  const translations: TranslationInput[] = catalogueTranslations(
    products.map((p) => ({
      id: p.id,
      handle: p.handle,
      collector_item: p.collector_item
        ? { id: p.collector_item.id, period: p.collector_item.period, denomination: p.collector_item.denomination }
        : null,
    })),
    categories.map((c) => ({ id: c.id, handle: c.handle }))
  )
  for (let start = 0; start < translations.length; start += 100) {
    await createTranslationsWorkflow(container).run({ input: { translations: translations.slice(start, start + 100) } })
  }
  // The subscriber follows the workflow's events; a script may end before they are handled.
  await syncProducts(
    container,
    products.map((p) => p.id)
  )
  return translations.length
}
