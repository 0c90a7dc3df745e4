import type { MedusaContainer } from "@medusajs/framework/types"
import { CATALOGUE_INDEX_MODULE } from "../../../../../modules/catalogue-index"
import type CatalogueIndexService from "../../../../../modules/catalogue-index/service"
import { WATCH_LIST_MODULE } from "../../../../../modules/watch-list"
import type WatchListModuleService from "../../../../../modules/watch-list/service"

type CatalogueRow = Awaited<ReturnType<CatalogueIndexService["listCatalogueEntries"]>>[number]

/** A catalogue row as the store's catalogue routes answer it, so the shop server maps it the same way. */
function document(row: CatalogueRow) {
  return {
    id: row.id,
    handle: row.handle,
    title: row.title,
    description: row.description,
    category_ids: row.category_ids,
    category_names: row.category_names,
    material: row.material,
    country: row.country,
    period: row.period,
    grade: row.grade,
    denomination: row.denomination,
    year: row.year,
    mint: row.mint,
    weight_grams: row.weight_grams,
    diameter_mm: row.diameter_mm,
    catalogue_ref: row.catalogue_ref,
    grading_service: row.grading_service,
    certificate_number: row.certificate_number,
    is_featured: row.is_featured,
    is_new: row.is_new,
    price: row.price,
    stock: row.stock,
    created_at: new Date(row.product_created_at).toISOString(),
    images: row.images,
  }
}

/**
 * A customer's watch list, newest first, each entry with its piece as the catalogue
 * holds it now: its current price and state. A sold piece keeps its row (stock 0);
 * a piece taken out of the shop's channel or unpublished is "unavailable".
 */
export async function watchListOf(container: MedusaContainer, customerId: string, salesChannelIds: string[]) {
  const watch = container.resolve<WatchListModuleService>(WATCH_LIST_MODULE)
  const catalogue = container.resolve<CatalogueIndexService>(CATALOGUE_INDEX_MODULE)
  const entries = await watch.listWatchEntries({ customer_id: customerId }, { order: { created_at: "DESC" }, take: null })
  const rows = entries.length
    ? await catalogue.listCatalogueEntries({ id: entries.map((e) => e.product_id) }, { take: null })
    : []
  const byId = new Map(rows.map((row) => [row.id, row]))
  return entries.map((entry) => {
    const row = byId.get(entry.product_id)
    const listed = row && row.status === "published" && row.sales_channel_ids.some((id) => salesChannelIds.includes(id))
    return {
      id: entry.id,
      product_id: entry.product_id,
      created_at: new Date(entry.created_at).toISOString(),
      price_alerts: entry.price_alerts,
      state: !listed ? "unavailable" : row.stock > 0 ? "available" : "sold",
      product: listed ? document(row) : null,
    }
  })
}
