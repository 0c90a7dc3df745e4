import { model } from "@medusajs/framework/utils"

/**
 * One narrow row per order: what the staff dashboard filters, searches, sorts and sums
 * (decision 122). Each row is a projection of Medusa's own order, payment and fulfilment
 * data, recomputed with the status SQL of ../status-sql.ts whenever the order changes.
 * The migration types `total` as numeric (money summed exactly) and adds the order
 * number's generated `code`; rows are written in SQL (../rows.ts), never through the ORM.
 */
export const ShopOrderRow = model.define("shop_order_row", {
  // The order's id.
  id: model.text().primaryKey(),
  shop_status: model.text(),
  // order_summary's current_order_total, in the order's currency.
  total: model.float(),
  currency_code: model.text(),
  // The order's e-mail, else its customer's: who the summary counts as a customer.
  email: model.text(),
  // The order's and the customer's e-mails and the customer's and the address's names, one a line.
  search_text: model.text(),
  // The order's creation.
  placed_at: model.dateTime(),
  canceled: model.boolean(),
})
