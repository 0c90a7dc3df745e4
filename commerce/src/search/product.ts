import { defineSearchIndex, graphConsume, graphSeed, search } from "@medusajs/framework/utils"
import type { SearchConsumeEvent } from "@medusajs/framework/utils"
import type { SearchTypes } from "@medusajs/framework/types"
import { PRODUCT_GRAPH_FIELDS, toProductDocument } from "../modules/catalogue-index/projection"
import type { ProductGraphRow } from "../modules/catalogue-index/projection"

/**
 * Medusa's own catalogue search index behind POST /store/search: one document per
 * product with the collector's fields, the EUR price and the available stock.
 *
 * The shop reads the catalogue read model instead (modules/catalogue-index; the
 * figures are in docs/decisions/011-catalogue-read-model.md), so this index is only registered when
 * CATALOGUE_ENGINE_SEARCH=true: the benchmark compares the two, and nothing
 * else pays for seeding and updating a second copy of the catalogue.
 */
const fields = search.define({
  id: search.keyword().filterable().sortable(),
  handle: search.keyword().filterable(),
  title: search.text().searchable({ weight: 3 }),
  description: search.text().searchable({ weight: 1 }),
  status: search.keyword().filterable(),
  sales_channel_ids: search.keyword().array().filterable(),
  category_ids: search.keyword().array().filterable().facetable(),
  category_handles: search.keyword().array().filterable(),
  category_names: search.keyword().array().filterable(),
  material: search.keyword().filterable().facetable(),
  country: search.keyword().filterable().facetable().searchable({ weight: 2 }),
  period: search.keyword().filterable(),
  grade: search.keyword().filterable(),
  denomination: search.text().searchable({ weight: 2 }),
  year: search.keyword(),
  mint: search.keyword(),
  weight_grams: search.float(),
  diameter_mm: search.float(),
  catalogue_ref: search.keyword().filterable().searchable({ weight: 3 }),
  grading_service: search.keyword(),
  certificate_number: search.keyword(),
  is_featured: search.boolean().filterable(),
  is_new: search.boolean().filterable(),
  price: search.float().filterable().sortable(),
  stock: search.integer().filterable(),
  created_at: search.date().filterable().sortable(),
  images: search.keyword().array(),
  period_folded: search.keyword().filterable(),
  grade_folded: search.keyword().filterable(),
  folded: search.text().searchable({ weight: 1 }),
})

type Query = SearchTypes.SearchIngestionContext["container"]["query"]

function eventIds(event: SearchConsumeEvent): string[] {
  const data: unknown = event.data
  if (!data || typeof data !== "object" || !("id" in data)) return []
  const id = data.id
  if (Array.isArray(id)) return id.filter((each): each is string => typeof each === "string")
  return typeof id === "string" ? [id] : []
}

async function productIdsOfVariants(query: Query, variantIds: string[]): Promise<string[]> {
  if (!variantIds.length) return []
  const { data } = await query.graph({
    entity: "product_variant",
    fields: ["id", "product_id"],
    filters: { id: variantIds },
    withDeleted: true,
  })
  return (data as { product_id: string | null }[]).flatMap((v) => (v.product_id ? [v.product_id] : []))
}

async function productIdsOfInventoryItems(query: Query, inventoryItemIds: string[]): Promise<string[]> {
  if (!inventoryItemIds.length) return []
  const { data } = await query.graph({
    entity: "inventory_item",
    fields: ["id", "variants.product_id"],
    filters: { id: inventoryItemIds },
  })
  return (data as { variants?: { product_id: string | null }[] | null }[]).flatMap((item) =>
    (item.variants ?? []).flatMap((v) => (v.product_id ? [v.product_id] : []))
  )
}

/** Maps an event about a product, variant, stock level or collector record to the products it touches. */
async function resolveProductIds(event: SearchConsumeEvent, context: SearchTypes.SearchIngestionContext): Promise<string[]> {
  const ids = eventIds(event)
  const query = context.container.query
  const [source] = event.name.split(".")
  switch (source) {
    case "product":
      return ids
    case "product-variant":
      return productIdsOfVariants(query, ids)
    case "inventory-level": {
      const { data } = await query.graph({
        entity: "inventory_level",
        fields: ["id", "inventory_item_id"],
        filters: { id: ids },
      })
      return productIdsOfInventoryItems(
        query,
        (data as { inventory_item_id: string }[]).map((level) => level.inventory_item_id)
      )
    }
    case "inventory-item":
      return productIdsOfInventoryItems(query, ids)
    case "reservation-item": {
      const { data } = await query.graph({
        entity: "reservation_item",
        fields: ["id", "inventory_item_id"],
        filters: { id: ids },
        withDeleted: true,
      })
      return productIdsOfInventoryItems(
        query,
        (data as { inventory_item_id: string }[]).map((reservation) => reservation.inventory_item_id)
      )
    }
    case "collector-item":
    case "numismatics": {
      const { data } = await query.graph({
        entity: "collector_item",
        fields: ["id", "product.id"],
        filters: { id: ids },
      })
      return (data as { product?: { id: string } | null }[]).flatMap((c) => (c.product ? [c.product.id] : []))
    }
    default:
      return []
  }
}

// A product without a EUR price cannot be bought, so it is not listed.
const transform = (rows: ProductGraphRow[]) => rows.map(toProductDocument).filter((doc) => doc.price !== null)

export default process.env.CATALOGUE_ENGINE_SEARCH !== "true"
  ? undefined
  : defineSearchIndex({
      name: "product",
      entity: "product",
      fields,
      settings: { typo_tolerance: { enabled: true } },
      events: [
        "product.created",
        "product.updated",
        "product.deleted",
        "product-variant.created",
        "product-variant.updated",
        "product-variant.deleted",
        "inventory-level.created",
        "inventory-level.updated",
        "inventory-item.updated",
        "reservation-item.created",
        "reservation-item.updated",
        "reservation-item.deleted",
        "collector-item.created",
        "collector-item.updated",
        "numismatics.collector-item.created",
        "numismatics.collector-item.updated",
      ],
      seed: graphSeed({ fields: PRODUCT_GRAPH_FIELDS, transform, batch_size: 500 }),
      consume: graphConsume({
        fields: PRODUCT_GRAPH_FIELDS,
        transform,
        resolve_ids: resolveProductIds,
        // Only a product's own deletion removes its document; a deleted variant or
        // reservation changes the product, which is then read back.
        is_delete: (event) => event.name === "product.deleted",
      }),
    })
