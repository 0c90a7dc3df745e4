import { model } from "@medusajs/framework/utils"

/** The column mapping of the shop's bank CSV export, remembered between uploads (one row). */
export const CsvMappingSetting = model.define("bank_csv_mapping", {
  id: model.id({ prefix: "bcsv" }).primaryKey(),
  mapping: model.json(),
})
