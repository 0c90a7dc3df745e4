import { model } from "@medusajs/framework/utils"

/**
 * What a collector needs to know about a piece, beyond what Medusa's product holds.
 * One row per product, linked through `src/links/product-collector-item.ts`.
 */
export const CollectorItem = model
  .define("collector_item", {
    id: model.id({ prefix: "coll" }).primaryKey(),
    // Issuing country or authority ("Roman Empire", "France", "Bank of England").
    country: model.text().nullable(),
    period: model.text().nullable(),
    // The grade, the spec's "quality": VF, XF, MS-65, UNC ...
    grade: model.text().nullable(),
    denomination: model.text().nullable(),
    // A year or a range, as collectors write it: "1923", "27 BC - AD 14".
    year: model.text().nullable(),
    mint: model.text().nullable(),
    weight_grams: model.float().nullable(),
    diameter_mm: model.float().nullable(),
    // KM# 123, Pick# 45a, RIC II 207 ...
    catalogue_ref: model.text().nullable(),
    grading_service: model.text().nullable(),
    certificate_number: model.text().nullable(),
    is_featured: model.boolean().default(false),
    is_new: model.boolean().default(false),
    // How VAT applies when the piece is sold; printed on its invoice (decision 206).
    vat_treatment: model.enum(["margin_scheme", "investment_gold", "standard"]).default("standard"),
  })
  .indexes([
    { on: ["is_featured"], where: "deleted_at IS NULL AND is_featured = true" },
    { on: ["is_new"], where: "deleted_at IS NULL AND is_new = true" },
  ])
