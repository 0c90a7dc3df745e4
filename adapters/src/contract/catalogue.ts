import { z } from "zod"

export const Category = z.object({
  id: z.string(),
  name: z.string(),
  // The segment of /products/{category} routes, e.g. "ancient-coins".
  handle: z.string(),
  itemCount: z.number().int().nonnegative(),
})
export type Category = z.infer<typeof Category>

export const FilterOptions = z.object({
  categories: z.array(z.string()),
  countries: z.array(z.string()),
  materials: z.array(z.string()),
})
export type FilterOptions = z.infer<typeof FilterOptions>

/** Public run-time settings the SPA reads at start (GET /api/config). */
export const PublicConfig = z.object({
  supportPhone: z.string(),
  supportEmail: z.string(),
  card: z.object({ enabled: z.boolean(), publishableKey: z.string().nullable() }),
})
export type PublicConfig = z.infer<typeof PublicConfig>
