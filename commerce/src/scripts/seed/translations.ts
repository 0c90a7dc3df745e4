import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createTranslationsWorkflow, updateStoresWorkflow } from "@medusajs/medusa/core-flows"
import { LOCALE_OF, TRANSLATED_LANGUAGES } from "../../modules/catalogue-index/languages"
import { syncProducts } from "../../modules/catalogue-index/sync"
import { NUMISMATICS_MODULE } from "../../modules/numismatics"
import type NumismaticsModuleService from "../../modules/numismatics/service"
import { demoCatalogue } from "../catalogue"
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
 * The demo catalogue's German and French texts (its categories, its featured and new pieces, a
 * few more, the periods and denominations of all its pieces, its countries and materials), written through Medusa's own
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
  // The terms of the pieces present; the read model's sync would create them too, maybe later.
  const terms = await container
    .resolve<NumismaticsModuleService>(NUMISMATICS_MODULE)
    .termsOf(
      products.flatMap((p) => [
        ...(p.collector_item?.country ? [{ kind: "country" as const, value: p.collector_item.country as string }] : []),
        ...(p.material ? [{ kind: "material" as const, value: p.material as string }] : []),
      ])
    )
  const translations: TranslationInput[] = catalogueTranslations(
    products.map((p) => ({
      id: p.id,
      handle: p.handle,
      collector_item: p.collector_item
        ? { id: p.collector_item.id, period: p.collector_item.period, denomination: p.collector_item.denomination }
        : null,
    })),
    categories.map((c) => ({ id: c.id, handle: c.handle })),
    terms
  )
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
