import { model } from "@medusajs/framework/utils"
import { issuedColumns, numberingColumns } from "./paper-columns"

/**
 * An order's invoice: its number from the year's unbroken sequence (`2026-000123`) and
 * what it said when it was issued (`document`), so a later edit of a product or of the
 * seller's details never changes a paper the buyer already holds. An order has at most
 * one invoice that is not void; a void one keeps its number so the sequence stays whole.
 */
export const Invoice = model
  .define("invoice", {
    id: model.id({ prefix: "inv" }).primaryKey(),
    ...numberingColumns(),
    order_id: model.text(),
    issued_at: model.dateTime(),
    // Cents, exact: 149.00 € is 14900.
    total_cents: model.number(),
    ...issuedColumns(),
  })
  .indexes([
    { on: ["year", "sequence"], unique: true },
    { on: ["order_id"], unique: true, where: "deleted_at IS NULL AND voided_at IS NULL" },
  ])
