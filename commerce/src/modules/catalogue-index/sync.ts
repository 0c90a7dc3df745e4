import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { CATALOGUE_INDEX_MODULE } from "."
import { PRODUCT_GRAPH_FIELDS, toProductDocument } from "./projection"
import type { ProductGraphRow } from "./projection"
import type CatalogueIndexService from "./service"

export type Query = { graph: (config: Record<string, unknown>) => Promise<{ data: unknown[] }> }

/**
 * The events that change what the catalogue holds about a product: the product, its price,
 * its stock or its collector record. The read model's subscriber and the search index both follow them.
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
]

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
    const documents = (data as ProductGraphRow[]).map(toProductDocument)
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
    await service.upsertDocuments(rows.map(toProductDocument))
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
