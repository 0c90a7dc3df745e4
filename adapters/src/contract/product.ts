import { z } from "zod"

/** The spec's Product (§3), plus what the product page and the cart need. */
export const Product = z.object({
  id: z.string(),
  handle: z.string(),
  name: z.string(),
  description: z.string(),
  // EUR price as a two-decimal string, e.g. "149.00".
  finalPrice: z.string().regex(/^\d+\.\d{2}$/),
  frontImageUrl: z.string(),
  backImageUrl: z.string(),
  isNew: z.boolean(),
  isFeatured: z.boolean(),
  material: z.string().nullable(),
  quality: z.string().nullable(),
  category: z.string().nullable(),
  country: z.string().nullable(),
  period: z.string().nullable(),
  // Units that can still be bought; most pieces are unique (1).
  stock: z.number().int().nonnegative(),
})
export type Product = z.infer<typeof Product>

/** Everything the product page shows: the Product plus the collector's fields. */
export const ProductDetail = Product.extend({
  denomination: z.string().nullable(),
  year: z.string().nullable(),
  mint: z.string().nullable(),
  weightGrams: z.number().nullable(),
  diameterMm: z.number().nullable(),
  catalogueRef: z.string().nullable(),
  gradingService: z.string().nullable(),
  certificateNumber: z.string().nullable(),
})
export type ProductDetail = z.infer<typeof ProductDetail>

export const ProductList = z.object({
  products: z.array(Product),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
})
export type ProductList = z.infer<typeof ProductList>

/** The path of GET /api/products/{handle}. */
export const ProductHandleParams = z.object({
  handle: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,199}$/, "handle must be a product handle such as roman-denarius-trajan"),
})
