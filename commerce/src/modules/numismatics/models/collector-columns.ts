import { model } from "@medusajs/framework/utils"

/**
 * The columns of a collector record (see EMPTY_COLLECTOR_FIELDS for the same fields in the
 * code): the record itself and the catalogue's read model, which copies it, hold them alike.
 * A function, so that each model gets its own property builders.
 */
export const collectorColumns = () => ({
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
})
