import { z } from "zod"

const text = z
  .string()
  .nullish()
  .transform((value) => value ?? null)
const num = z
  .number()
  .nullish()
  .transform((value) => value ?? null)
const texts = z
  .array(z.string())
  .nullish()
  .transform((value) => value ?? [])

/**
 * A product of Medusa's catalogue read model (commerce/src/modules/catalogue-index),
 * as GET /catalogue/products returns it. Parsed rather than trusted, so a
 * drift between the two sides shows up as a clear error.
 */
export const CatalogueDocument = z.object({
  id: z.string(),
  handle: z.string(),
  title: z.string(),
  description: text,
  category_ids: texts,
  category_names: texts,
  material: text,
  country: text,
  period: text,
  grade: text,
  denomination: text,
  year: text,
  mint: text,
  weight_grams: num,
  diameter_mm: num,
  catalogue_ref: text,
  grading_service: text,
  certificate_number: text,
  is_featured: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  is_new: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  price: z.number().nullable(),
  stock: z
    .number()
    .nullish()
    .transform((value) => value ?? 0),
  created_at: z.string(),
  images: texts,
})
export type CatalogueDocument = z.output<typeof CatalogueDocument>
export type CatalogueDocumentInput = z.input<typeof CatalogueDocument>
