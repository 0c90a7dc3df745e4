import { model } from "@medusajs/framework/utils"

/** How invoices and credit notes are numbered: `number` is made of the year and its unbroken `sequence`. */
export const numberingColumns = () => ({
  number: model.text().unique(),
  year: model.number(),
  sequence: model.number(),
})

/** What a paper said when it was issued, in its currency, and when it was voided (its number is kept). */
export const issuedColumns = () => ({
  currency_code: model.text(),
  document: model.json(),
  voided_at: model.dateTime().nullable(),
})
