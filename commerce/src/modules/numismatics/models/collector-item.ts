import { model } from "@medusajs/framework/utils"
import { collectorColumns } from "./collector-columns"

/**
 * What a collector needs to know about a piece, beyond what Medusa's product holds.
 * One row per product, linked through `src/links/product-collector-item.ts`.
 */
export const CollectorItem = model
  .define("collector_item", {
    id: model.id({ prefix: "coll" }).primaryKey(),
    ...collectorColumns(),
    // The words a shopper reads that a merchandiser translates in the back office (Medusa's
    // Translation Module, docs/decisions/245). Only here: the read model's copy of the
    // columns is not an entity of its own to translate.
    period: model.text().translatable().nullable(),
    denomination: model.text().translatable().nullable(),
    mint: model.text().translatable().nullable(),
    // How VAT applies when the piece is sold; printed on its invoice (decision 206).
    vat_treatment: model.enum(["margin_scheme", "investment_gold", "standard"]).default("standard"),
  })
  .indexes([
    { on: ["is_featured"], where: "deleted_at IS NULL AND is_featured = true" },
    { on: ["is_new"], where: "deleted_at IS NULL AND is_new = true" },
  ])
