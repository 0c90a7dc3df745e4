import { z } from "zod"

export const Category = z.object({
  id: z.string(),
  name: z.string(),
  // The segment of /products/{category} routes, e.g. "ancient-coins".
  handle: z.string(),
  itemCount: z.number().int().nonnegative(),
})
export type Category = z.infer<typeof Category>

/**
 * A country or material to filter by: its value, which the address keeps in every language, and
 * what the page's language calls it (docs/decisions/247).
 */
export const FilterOption = z.object({ value: z.string(), label: z.string() })
export type FilterOption = z.infer<typeof FilterOption>

export const FilterOptions = z.object({
  // The categories' names in the language; the listing's address holds the handle.
  categories: z.array(z.string()),
  countries: z.array(FilterOption),
  materials: z.array(FilterOption),
})
export type FilterOptions = z.infer<typeof FilterOptions>

/** Public run-time settings the SPA reads at start (GET /api/config). */
export const PublicConfig = z.object({
  supportPhone: z.string(),
  supportEmail: z.string(),
  card: z.object({ enabled: z.boolean(), publishableKey: z.string().nullable() }),
})
export type PublicConfig = z.infer<typeof PublicConfig>
