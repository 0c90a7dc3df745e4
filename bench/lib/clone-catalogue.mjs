// Grows a seeded demo shop into the bulk catalogue by copying its products in
// SQL: every product, variant, price, stock record, image, collector record and
// link, k times over, with ids suffixed `_c<k>`, handles and SKUs `-<k>`,
// prices spread around the original and creation dates spread over time.
// Straight SQL writes emit no events, so the catalogue read model is copied the
// same way (and Medusa's search index seeds itself when Medusa starts).
import { copyUntil } from "./copy-rows.mjs"

const SOURCE = (column) => `${column} not like '%\\_c%'`
const sfx = (column) => `${column} || '_c' || k`
const dash = (column) => `${column} || '-' || k`
const priceOf = (column) => `round((${column} * (0.55 + ((k * 37) % 100) / 100.0))::numeric, 2)`
const shifted = (column) => `${column} - (k * interval '7 minutes')`

const variantPriceSets = `(select price_set_id from product_variant_price_set where ${SOURCE("variant_id")})`
// `= any(array(…))` runs the small source lookup once; `in (…)` let the planner
// rescan it for every row of a 100k-row table.
const variantInventory = `(select inventory_item_id from product_variant_inventory_item where ${SOURCE("variant_id")})`

/** table → how each copied column is written, and which source rows are copied. */
const TABLES = [
  ["product", { id: sfx, handle: dash, created_at: shifted, updated_at: shifted }, SOURCE("id")],
  ["product_variant", { id: sfx, product_id: sfx, sku: dash, barcode: dash, ean: dash, upc: dash }, SOURCE("id")],
  ["price_set", { id: sfx }, `id = any(array${variantPriceSets})`],
  [
    "price",
    {
      id: sfx,
      price_set_id: sfx,
      amount: priceOf,
      raw_amount: () => `jsonb_build_object('value', ${priceOf("amount")}::text, 'precision', 20)`,
    },
    `price_set_id = any(array${variantPriceSets}) and price_list_id is null`,
  ],
  ["product_variant_price_set", { id: sfx, variant_id: sfx, price_set_id: sfx }, SOURCE("variant_id")],
  ["product_sales_channel", { id: sfx, product_id: sfx }, SOURCE("product_id")],
  ["product_shipping_profile", { id: sfx, product_id: sfx }, SOURCE("product_id")],
  ["product_category_product", { product_id: sfx }, SOURCE("product_id")],
  ["image", { id: sfx, product_id: sfx }, SOURCE("id")],
  ["collector_item", { id: sfx, certificate_number: dash }, SOURCE("id")],
  ["product_product_numismatics_collector_item", { id: sfx, product_id: sfx, collector_item_id: sfx }, SOURCE("product_id")],
  ["inventory_item", { id: sfx, sku: dash }, `id = any(array${variantInventory})`],
  ["inventory_level", { id: sfx, inventory_item_id: sfx }, `inventory_item_id = any(array${variantInventory})`],
  ["product_variant_inventory_item", { id: sfx, variant_id: sfx, inventory_item_id: sfx }, SOURCE("variant_id")],
  ["catalogue_entry", { id: sfx, handle: dash, price: priceOf, product_created_at: shifted, search_vector: null }, SOURCE("id")],
]

/** Copies the demo catalogue until it holds at least `target` products. Returns the product count. */
export function cloneCatalogue(databaseUrl, target, log = console.log) {
  return copyUntil(databaseUrl, {
    target,
    count: `select count(*) from product where deleted_at is null`,
    sources: `select count(*) from product where ${SOURCE("id")} and deleted_at is null`,
    done: `select count(distinct split_part(id, '_c', 2)) from product where id like '%\\_c%'`,
    tables: TABLES,
    batch: 50,
    noun: "products",
    log,
  })
}
