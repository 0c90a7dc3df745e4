import { model } from "@medusajs/framework/utils"
import { collectorColumns } from "../../numismatics/models/collector-columns"

/**
 * One row per product: the listing's read model. Every column a catalogue page
 * filters, sorts or shows is typed and indexed (see the migration), so a page is
 * one indexed read. Rows are projections of Medusa's own data, rewritten by the
 * catalogue subscribers whenever a product, its stock or its collector record
 * changes. The search vectors (one per language) are generated columns added by the migrations.
 */
export const CatalogueEntry = model.define("catalogue_entry", {
  // The product's id.
  id: model.text().primaryKey(),
  handle: model.text(),
  title: model.text(),
  description: model.text().nullable(),
  status: model.text(),
  sales_channel_ids: model.array(),
  category_ids: model.array(),
  category_names: model.array(),
  material: model.text().nullable(),
  ...collectorColumns(),
  price: model.float().nullable(),
  stock: model.number().default(0),
  product_created_at: model.dateTime(),
  images: model.array(),
  period_folded: model.text().nullable(),
  grade_folded: model.text().nullable(),
  folded: model.text(),
  // Its texts in German and French, only those translated (docs/decisions/245).
  translations: model.json().default({}),
})
