import { model } from "@medusajs/framework/utils"
import { issuedColumns, numberingColumns } from "./paper-columns"

/**
 * A credit note (`CN-2026-000007`, its own unbroken sequence per year): money given back
 * on an invoiced order, cancelled or refunded, referring to that invoice. A refund has at
 * most one; a cancellation of an order at most one.
 */
export const CreditNote = model
  .define("credit_note", {
    id: model.id({ prefix: "cn" }).primaryKey(),
    ...numberingColumns(),
    order_id: model.text().index(),
    invoice_id: model.text(),
    invoice_number: model.text(),
    reason: model.enum(["canceled", "refunded"]),
    refund_id: model.text().nullable(),
    issued_at: model.dateTime(),
    amount_cents: model.number(),
    ...issuedColumns(),
  })
  .indexes([
    { on: ["year", "sequence"], unique: true },
    { on: ["refund_id"], unique: true, where: "deleted_at IS NULL AND voided_at IS NULL AND refund_id IS NOT NULL" },
    { on: ["order_id"], unique: true, where: "deleted_at IS NULL AND voided_at IS NULL AND reason = 'canceled'" },
  ])
