import { model } from "@medusajs/framework/utils"

/**
 * A collector's saved search: the listing's filters as given (for the link and the account
 * page) and the same criteria in the form one SQL query matches a piece against (see
 * ../matching.ts). A null criterion means "any". Alert rows and digest days live in tables of
 * the migration, written only by SQL.
 */
export const Want = model
  .define("want", {
    id: model.id({ prefix: "want" }).primaryKey(),
    customer_id: model.text(),
    name: model.text(),
    alerts: model.enum(["instant", "daily", "off"]).default("instant"),
    // Only pieces listed or lowered in price after this instant are news to the want.
    alerts_since: model.dateTime(),
    search: model.text().nullable(),
    category: model.text().nullable(),
    country: model.text().nullable(),
    material: model.text().nullable(),
    period: model.text().nullable(),
    quality: model.text().nullable(),
    price_min_cents: model.number().nullable(),
    price_max_cents: model.number().nullable(),
    // The search's words as the catalogue's text search holds them (stemmed, accent-free).
    tokens: model.array(),
    category_id: model.text().nullable(),
    country_key: model.text().nullable(),
    material_key: model.text().nullable(),
    period_key: model.text().nullable(),
    quality_key: model.text().nullable(),
  })
  .indexes([{ on: ["customer_id"], where: "deleted_at IS NULL" }])
