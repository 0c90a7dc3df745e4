import { defineSearchIndex, graphConsume, graphSeed, search } from "@medusajs/framework/utils"
import type { SearchConsumeEvent } from "@medusajs/framework/utils"
import type { SearchTypes } from "@medusajs/framework/types"
import { PRODUCT_GRAPH_FIELDS, toProductDocument } from "../modules/catalogue-index/projection"
import type { ProductDocument, ProductGraphRow } from "../modules/catalogue-index/projection"
import { CATALOGUE_EVENTS, productIdsForEvent, type Query } from "../modules/catalogue-index/sync"

/**
 * Medusa's own catalogue search index behind POST /store/search: one document per
 * product with the collector's fields, the EUR price and the available stock.
 *
 * The shop reads the catalogue read model instead (modules/catalogue-index; the
 * figures are in docs/decisions/011-catalogue-read-model.md), so this index is only registered when
 * CATALOGUE_ENGINE_SEARCH=true: the benchmark compares the two, and nothing
 * else pays for seeding and updating a second copy of the catalogue.
 */
// Every field of the catalogue's document, and only those: the compiler holds this to the projection.
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
} satisfies Record<keyof ProductDocument, unknown>)

/** The products an event touches, as the read model's subscriber finds them. */
const resolveProductIds = (event: SearchConsumeEvent, context: SearchTypes.SearchIngestionContext) =>
  productIdsForEvent(context.container.query as unknown as Query, event.name, event.data as { id?: string | string[] })

// A product without a EUR price cannot be bought, so it is not listed.
const transform = (rows: ProductGraphRow[]) => rows.map(toProductDocument).filter((doc) => doc.price !== null)

export default process.env.CATALOGUE_ENGINE_SEARCH !== "true"
  ? undefined
  : defineSearchIndex({
      name: "product",
      entity: "product",
      fields,
      settings: { typo_tolerance: { enabled: true } },
      events: CATALOGUE_EVENTS,

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
