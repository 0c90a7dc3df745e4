import { model } from "@medusajs/framework/utils"

/**
 * A country or material the catalogue holds, as a merchandiser translates it in the back office
 * (Medusa's Translation Module, docs/decisions/247): the value is the piece's English text
 * ("Roman Empire", "Silver") and stays the filter's value in every language. The catalogue's read
 * model creates a row for every value it meets, so each one is listed for translation.
 */
export const CatalogueTerm = model
  .define("catalogue_term", {
    id: model.id({ prefix: "cterm" }).primaryKey(),
    kind: model.enum(["country", "material"]),
    value: model.text().translatable(),
  })
  .indexes([{ on: ["kind", "value"], unique: true, where: "deleted_at IS NULL" }])
