import { z } from "zod"
import type { CatalogueReader } from "../contract/catalogue-reader.js"
import { ProductQuery } from "../contract/product-query.js"
import { WANT_ALERTS } from "../contract/wants.js"

/** A want as Medusa's store routes answer it (commerce/src/api/store/customers/me/wants). */
export const MedusaWant = z.object({
  id: z.string(),
  name: z.string(),
  alerts: z.enum(WANT_ALERTS),
  created_at: z.string(),
  criteria: z.object({
    search: z.string().nullable(),
    category: z.string().nullable(),
    country: z.string().nullable(),
    material: z.string().nullable(),
    period: z.string().nullable(),
    quality: z.string().nullable(),
    price_min_cents: z.number().int().nullable(),
    price_max_cents: z.number().int().nullable(),
  }),
})
export type MedusaWant = z.infer<typeof MedusaWant>

/** Cents as the listing's priceMin/priceMax take them: euros, with cents only when there are some. */
export const eurosParam = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2))

/** The want's filters under the listing's URL names, and the listing's address with them. */
export function wantCriteria(want: MedusaWant): { criteria: Record<string, string>; link: string } {
  const { price_min_cents: min, price_max_cents: max, ...texts } = want.criteria
  const criteria: Record<string, string> = {}
  for (const [key, value] of Object.entries(texts)) if (value) criteria[key] = value
  if (min !== null) criteria.priceMin = eurosParam(min)
  if (max !== null) criteria.priceMax = eurosParam(max)
  const qs = new URLSearchParams(criteria).toString()
  return { criteria, link: qs ? `/products?${qs}` : "/products" }
}

/**
 * How many pieces the want's listing shows now: the same query as GET /api/products with
 * those parameters, so the count and the linked listing always agree.
 */
export async function wantMatches(catalogue: CatalogueReader, criteria: Record<string, string>): Promise<number> {
  const query = ProductQuery.safeParse({ ...criteria, limit: "1" })
  if (!query.success) return 0
  return (await catalogue.listProducts(query.data)).total
}
