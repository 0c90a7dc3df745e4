import { model } from "@medusajs/framework/utils"

/**
 * Money that arrived by bank transfer for an order: recorded by staff or from a
 * confirmed statement line. `line_key` is unique: the bank's reference when there is
 * one, else a digest of the line's date, amount and text, so no transfer is ever
 * counted twice, however often it is recorded or uploaded.
 */
export const BankPayment = model.define("bank_payment", {
  id: model.id({ prefix: "bpay" }).primaryKey(),
  line_key: model.text().unique(),
  order_id: model.text().index(),
  // The Medusa payment this money pays; captured once the order's total has arrived.
  payment_id: model.text(),
  // Cents, exact: 149.00 € is 14900.
  amount_cents: model.number(),
  currency_code: model.text(),
  received_at: model.dateTime(),
  bank_reference: model.text(),
  source: model.enum(["manual", "statement"]),
  // The statement line's text (remittance, payer), kept for the staff.
  statement_text: model.text().nullable(),
  recorded_by: model.text().nullable(),
})
