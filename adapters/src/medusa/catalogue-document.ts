import { z } from "zod"

const text = z.string().nullish().transform((value) => value ?? null)
const num = z.number().nullish().transform((value) => value ?? null)
const texts = z.array(z.string()).nullish().transform((value) => value ?? [])

/**
 * A document of Medusa's catalogue search index (commerce/src/search/product.ts),
 * as POST /store/search returns it in `results[].hits[].document`. Parsed rather
 * than trusted, so a drift in the index shows up as a clear error.
 */
export const CatalogueDocument = z.object({
  id: z.string(),
  handle: z.string(),
  title: z.string(),
  description: text,
  category_ids: texts,
  category_handles: texts,
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
  is_featured: z.boolean().nullish().transform((value) => value ?? false),
  is_new: z.boolean().nullish().transform((value) => value ?? false),
  price: z.number().nullable(),
  stock: z.number().nullish().transform((value) => value ?? 0),
  created_at: z.string(),
  images: texts,
})
export type CatalogueDocument = z.output<typeof CatalogueDocument>
export type CatalogueDocumentInput = z.input<typeof CatalogueDocument>

const Facet = z.object({
  values: z.array(z.object({ value: z.union([z.string(), z.number(), z.boolean()]), count: z.number() })).optional(),
})

export const SearchResult = z.object({
  hits: z.array(z.object({ id: z.string(), document: z.unknown() })),
  facets: z.record(z.string(), Facet).nullish(),
  metadata: z.object({ count: z.number().nullable().optional() }).passthrough(),
})
export type SearchResult = z.output<typeof SearchResult>

export const SearchResponse = z.object({ results: z.array(SearchResult) })
