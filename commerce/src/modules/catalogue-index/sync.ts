import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { CATALOGUE_INDEX_MODULE } from "."
import { NUMISMATICS_MODULE } from "../numismatics"
import type NumismaticsModuleService from "../numismatics/service"
import { PRODUCT_GRAPH_FIELDS, termsWanted, toCatalogueDocument, translatedReferences } from "./projection"
import type { CatalogueDocument, ProductGraphRow, TranslationRow } from "./projection"
import type CatalogueIndexService from "./service"

export type Query = { graph: (config: Record<string, unknown>) => Promise<{ data: unknown[] }> }

/**
 * The events that change what the catalogue holds about a product: the product, its price,
 * its stock, its collector record, or a translation of its texts or its category's name.
 * The read model's subscriber and the search index both follow them.
 */
export const CATALOGUE_EVENTS = [
  "product.created",
  "product.updated",
  "product.deleted",
  "product-variant.created",
  "product-variant.updated",
  "product-variant.deleted",
  "inventory-item.updated",
  "inventory-level.created",
  "inventory-level.updated",
  "inventory-level.deleted",
  "reservation-item.created",
  "reservation-item.updated",
  "reservation-item.deleted",
  "collector-item.created",
  "collector-item.updated",
  "numismatics.collector-item.created",
  "numismatics.collector-item.updated",
  // Written by Medusa's translation workflows (the back office's translation screens).
  "translation.created",
  "translation.updated",
  "translation.deleted",
]

/** The entities whose translations the catalogue shows (decisions 245 and 247). */
export const TRANSLATED_REFERENCES = ["product", "product_category", "collector_item"]
const TERM_REFERENCE = "catalogue_term"

type TranslationService = {
  listTranslations(filters: Record<string, unknown>, config?: Record<string, unknown>): Promise<TranslationRow[]>
}

/** The translations of the given products' texts, collector records and categories; none without the module. */
export function translationsOfProducts(container: MedusaContainer, rows: ProductGraphRow[]): Promise<TranslationRow[]> {
  return translationsOfReferences(container, [...new Set(rows.flatMap(translatedReferences))], TRANSLATED_REFERENCES)
}

/** The translations of the given entities, in every locale; none without the module. */
export async function translationsOfReferences(
  container: MedusaContainer,
  references: string[],
  entities: string[]
): Promise<TranslationRow[]> {
  if (!references.length) return []
  const translation = container.resolve<TranslationService | undefined>(Modules.TRANSLATION, { allowUnregistered: true })
  if (!translation) return []
  const found: TranslationRow[] = []
  for (let start = 0; start < references.length; start += 1000) {
    found.push(
      ...(await translation.listTranslations(
        { reference_id: references.slice(start, start + 1000), reference: entities },
        { select: ["reference", "reference_id", "locale_code", "translations"] }
      ))
    )
  }
  return found
}

/**
 * The read model's documents of the given products, with their translations: of their texts, and
 * of their countries and materials, whose terms are created here when first met (decision 247).
 */
async function documentsOf(container: MedusaContainer, rows: ProductGraphRow[]): Promise<CatalogueDocument[]> {
  const terms = await container.resolve<NumismaticsModuleService>(NUMISMATICS_MODULE).termsOf(termsWanted(rows))
  const [translations, termTranslations] = await Promise.all([
    translationsOfProducts(container, rows),
    translationsOfReferences(
      container,
      terms.map((t) => t.id),
      [TERM_REFERENCE]
    ),
  ])
  return rows.map((row) => toCatalogueDocument(row, [...translations, ...termTranslations], terms))
}

export function queryOf(container: MedusaContainer): Query {
  return container.resolve(ContainerRegistrationKeys.QUERY) as unknown as Query
}

function serviceOf(container: MedusaContainer): CatalogueIndexService {
  return container.resolve<CatalogueIndexService>(CATALOGUE_INDEX_MODULE)
}

/** Re-reads the given products from Medusa and rewrites their rows; a product that is gone leaves the catalogue. */
export async function syncProducts(container: MedusaContainer, productIds: string[]): Promise<void> {
  const ids = [...new Set(productIds)]
  if (!ids.length) return
  const query = queryOf(container)
  const service = serviceOf(container)
  for (let start = 0; start < ids.length; start += 200) {
    const batch = ids.slice(start, start + 200)
    const { data } = await query.graph({ entity: "product", fields: PRODUCT_GRAPH_FIELDS, filters: { id: batch } })
    const documents = await documentsOf(container, data as ProductGraphRow[])
    await service.upsertDocuments(documents)
    const found = new Set(documents.map((doc) => doc.id))
    await service.removeProducts(batch.filter((id) => !found.has(id)))
  }
}

/** Rebuilds the whole read model from Medusa's products, in id order and batches. */
export async function rebuildCatalogue(container: MedusaContainer, batchSize = 500): Promise<number> {
  const query = queryOf(container)
  const service = serviceOf(container)
  let cursor: string | undefined
  let total = 0
  for (;;) {
    const { data } = await query.graph({
      entity: "product",
      fields: PRODUCT_GRAPH_FIELDS,
      filters: cursor ? { id: { $gt: cursor } } : {},
      pagination: { take: batchSize, order: { id: "ASC" } },
    })
    const rows = data as ProductGraphRow[]
    if (!rows.length) break
    await service.upsertDocuments(await documentsOf(container, rows))
    total += rows.length
    cursor = rows[rows.length - 1].id
    if (rows.length < batchSize) break
  }
  return total
}

type EventData = { id?: string | string[] } | undefined

const ids = (data: EventData): string[] => (data?.id === undefined ? [] : Array.isArray(data.id) ? data.id : [data.id])

/** The products an event about a product, variant, stock or collector record touches. */
export async function productIdsForEvent(query: Query, name: string, data: EventData): Promise<string[]> {
  const eventIds = ids(data)
  if (!eventIds.length) return []
  const graph = async <T>(entity: string, fields: string[]): Promise<T[]> =>
    (await query.graph({ entity, fields, filters: { id: eventIds }, withDeleted: true })).data as T[]
  const ofInventoryItems = async (itemIds: string[]) => {
    if (!itemIds.length) return []
    const { data: items } = await query.graph({
      entity: "inventory_item",
      fields: ["id", "variants.product_id"],
      filters: { id: itemIds },
    })
    return (items as { variants?: { product_id: string | null }[] | null }[]).flatMap((item) =>
      (item.variants ?? []).flatMap((v) => (v.product_id ? [v.product_id] : []))
    )
  }
  const source = name.split(".").slice(0, -1).join(".")
  switch (source) {
    case "product":
      return eventIds
    case "product-variant":
      return (await graph<{ product_id: string | null }>("product_variant", ["id", "product_id"])).flatMap((v) =>
        v.product_id ? [v.product_id] : []
      )
    case "inventory-item":
      return ofInventoryItems(eventIds)
    case "inventory-level":
      return ofInventoryItems(
        (await graph<{ inventory_item_id: string }>("inventory_level", ["id", "inventory_item_id"])).map(
          (l) => l.inventory_item_id
        )
      )
    case "reservation-item":
      return ofInventoryItems(
        (await graph<{ inventory_item_id: string }>("reservation_item", ["id", "inventory_item_id"])).map(
          (r) => r.inventory_item_id
        )
      )
    case "translation": {
      // A deleted translation is soft-deleted: what it translated is still known.
      const translations = await graph<{ reference: string; reference_id: string }>("translation", [
        "id",
        "reference",
        "reference_id",
      ])
      const of = (reference: string) => translations.filter((t) => t.reference === reference).map((t) => t.reference_id)
      const byEntity = async (entity: string, referenceIds: string[], fields: string[]) =>
        referenceIds.length ? (await query.graph({ entity, fields, filters: { id: referenceIds } })).data : []
      const collectors = (await byEntity("collector_item", of("collector_item"), ["id", "product.id"])) as {
        product?: { id: string } | null
      }[]
      const categories = (await byEntity("product_category", of("product_category"), ["id", "products.id"])) as {
        products?: { id: string }[] | null
      }[]
      return [
        ...of("product"),
        ...collectors.flatMap((c) => (c.product ? [c.product.id] : [])),
        ...categories.flatMap((c) => (c.products ?? []).map((p) => p.id)),
        ...(await productIdsOfTerms(query, of(TERM_REFERENCE))),
      ]
    }
    case "collector-item":
    case "numismatics.collector-item":
    case "numismatics.collector_item":
      return (await graph<{ product?: { id: string } | null }>("collector_item", ["id", "product.id"])).flatMap((c) =>
        c.product ? [c.product.id] : []
      )
    default:
      return []
  }
}

/** The products of a translated country or material: every piece of that country or of that material. */
async function productIdsOfTerms(query: Query, termIds: string[]): Promise<string[]> {
  if (!termIds.length) return []
  const { data } = await query.graph({ entity: TERM_REFERENCE, fields: ["kind", "value"], filters: { id: termIds } })
  const values = (kind: string) => (data as { kind: string; value: string }[]).filter((t) => t.kind === kind).map((t) => t.value)
  const [countries, materials] = [values("country"), values("material")]
  const [collectors, products] = await Promise.all([
    countries.length
      ? query.graph({ entity: "collector_item", fields: ["id", "product.id"], filters: { country: countries } })
      : { data: [] },
    materials.length ? query.graph({ entity: "product", fields: ["id"], filters: { material: materials } }) : { data: [] },
  ])
  return [
    ...(collectors.data as { product?: { id: string } | null }[]).flatMap((c) => (c.product ? [c.product.id] : [])),
    ...(products.data as { id: string }[]).map((p) => p.id),
  ]
}
