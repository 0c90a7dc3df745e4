import { model } from "@medusajs/framework/utils"

/**
 * The last number given out in one series ("invoice", "credit_note") and year. A number is
 * taken with `update … returning` inside the transaction that writes the paper, so a
 * rolled-back paper gives its number back with it: no gaps, unlike a PostgreSQL sequence.
 */
export const DocumentCounter = model
  .define("document_counter", {
    id: model.id({ prefix: "dcnt" }).primaryKey(),
    series: model.text(),
    year: model.number(),
    last_value: model.number().default(0),
  })
  .indexes([{ on: ["series", "year"], unique: true }])
