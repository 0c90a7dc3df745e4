import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createTranslationsWorkflow, updateStoresWorkflow } from "@medusajs/medusa/core-flows"
import { LOCALE_NAMES, LOCALE_OF, TRANSLATED_LANGUAGES, type TranslatedLanguage } from "../../lib/languages"
import { syncProducts } from "../../modules/catalogue-index/sync"
import { NUMISMATICS_MODULE } from "../../modules/numismatics"
import type NumismaticsModuleService from "../../modules/numismatics/service"
import { demoCatalogue } from "../catalogue"
import { catalogueTranslations, type TranslationInput } from "../catalogue/translations"
import { SHIPPING_OPTION_NAME, WORLD_SHIPPING_OPTION_NAME } from "./store-setup"

type LocaleService = {
  listLocales(filters: Record<string, unknown>): Promise<{ code: string }[]>
  createLocales(data: { code: string; name: string }[]): Promise<unknown>
}

/** The shipping options' names in German and French, as the checkout and the order's e-mails give them. */
const SHIPPING_OPTION_NAMES: Record<string, Record<TranslatedLanguage, string>> = {
  [SHIPPING_OPTION_NAME]: { de: "Versicherter Versand mit Sendungsverfolgung", fr: "Envoi suivi et assuré" },
  [WORLD_SHIPPING_OPTION_NAME]: { de: "Versichertes Einschreiben", fr: "Envoi recommandé assuré" },
}

/** The translations of the shop's shipping options (a merchandiser edits them in the back office too). */
export function shippingOptionTranslations(options: { id: string; name: string }[]): TranslationInput[] {
  return options.flatMap((option) => {
    const names = SHIPPING_OPTION_NAMES[option.name]
    if (!names) return []
    return TRANSLATED_LANGUAGES.map((language) => ({
      reference: "shipping_option" as const,
      reference_id: option.id,
      locale_code: LOCALE_OF[language],
      translations: { name: names[language] },
    }))
  })
}

/**
 * The shop's languages in Medusa (docs/decisions/245): the locales "de" and "fr" of the Translation
 * Module, which the store supports; English is the texts themselves.
 */
export async function setUpLanguages(container: MedusaContainer): Promise<void> {
  const translation = container.resolve<LocaleService>(Modules.TRANSLATION)
  const codes = TRANSLATED_LANGUAGES.map((language) => LOCALE_OF[language])
  const existing = new Set((await translation.listLocales({ code: codes })).map((locale) => locale.code))
  const missing = TRANSLATED_LANGUAGES.filter((language) => !existing.has(LOCALE_OF[language]))
  if (missing.length)
    await translation.createLocales(missing.map((language) => ({ code: LOCALE_OF[language], name: LOCALE_NAMES[language] })))
  const [store] = await container.resolve(Modules.STORE).listStores()
  await updateStoresWorkflow(container).run({
    input: { selector: { id: store.id }, update: { supported_locales: codes.map((code) => ({ locale_code: code })) } },
  })
}

/**
 * The demo catalogue's German and French texts (its categories, its featured and new pieces, a
 * few more, the periods and denominations of all its pieces, its countries and materials) and the
 * shipping options' names, written through Medusa's own
 * workflow as a merchandiser's edits in the back office are. Only the pieces and categories
 * present are translated, and only what has no translation yet.
 */
export async function translateCatalogue(container: MedusaContainer): Promise<number> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const [{ data: products }, { data: categories }] = await Promise.all([
    // The demo catalogue's pieces only: a bulk catalogue beside them is not read here.
    query.graph({
      entity: "product",
      fields: [
        "id",
        "handle",
        "material",
        "collector_item.id",
        "collector_item.country",
        "collector_item.period",
        "collector_item.denomination",
      ],
      filters: { handle: demoCatalogue().map((item) => item.handle) },
    }),
    query.graph({ entity: "product_category", fields: ["id", "handle"] }),
  ])
  const { data: shippingOptions } = await query.graph({
    entity: "shipping_option",
    fields: ["id", "name"],
    filters: { name: Object.keys(SHIPPING_OPTION_NAMES) },
  })
  // The terms of the pieces present; the read model's sync would create them too, maybe later.
  const terms = await container
    .resolve<NumismaticsModuleService>(NUMISMATICS_MODULE)
    .termsOf(
      products.flatMap((p) => [
        ...(p.collector_item?.country ? [{ kind: "country" as const, value: p.collector_item.country as string }] : []),
        ...(p.material ? [{ kind: "material" as const, value: p.material as string }] : []),
      ])
    )
  const translations: TranslationInput[] = [
    ...shippingOptionTranslations(shippingOptions),
    ...catalogueTranslations(
      products.map((p) => ({
        id: p.id,
        handle: p.handle,
        collector_item: p.collector_item
          ? { id: p.collector_item.id, period: p.collector_item.period, denomination: p.collector_item.denomination }
          : null,
      })),
      categories.map((c) => ({ id: c.id, handle: c.handle })),
      terms
    ),
  ]
  // A shop seeded before it had languages gets them; what is translated already stays as it is.
  const existing = new Set(
    (
      await container
        .resolve<{
          listTranslations(filters: Record<string, unknown>): Promise<{ reference_id: string; locale_code: string }[]>
        }>(Modules.TRANSLATION)
        .listTranslations({ reference_id: [...new Set(translations.map((t) => t.reference_id))] })
    ).map((t) => `${t.reference_id} ${t.locale_code}`)
  )
  const missing = translations.filter((t) => !existing.has(`${t.reference_id} ${t.locale_code}`))
  if (!missing.length) return 0
  for (let start = 0; start < missing.length; start += 100) {
    await createTranslationsWorkflow(container).run({ input: { translations: missing.slice(start, start + 100) } })
  }
  // The subscriber follows the workflow's events; a script may end before they are handled.
  await syncProducts(
    container,
    products.map((p) => p.id)
  )
  return missing.length
}
