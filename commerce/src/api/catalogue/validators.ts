import { z } from "@medusajs/framework/zod"
import type { MedusaStoreRequest } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { LANGUAGES } from "../../lib/languages"
import { CATALOGUE_SORTS } from "../../modules/catalogue-index/sorts"

const list = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : [value]))
  .pipe(z.array(z.string().max(200)).max(50))

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max)

// A price in euros, cents allowed: "12.50". Not z.coerce, which reads "" and " " as 0.
const euros = (name: string) =>
  z
    .string()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, `${name} must be an amount in euros of 0 or more, e.g. 12.50`)
    .transform(Number)

// The language of the answer's texts (docs/decisions/242): English when left out.
const lang = z.enum(LANGUAGES, { message: `lang must be one of ${LANGUAGES.join(", ")}` }).default("en")

export const CatalogueProductsQuery = z
  .object({
    q: z.string().max(200).optional(),
    category_id: z.string().max(100).optional(),
    country: list.optional(),
    material: list.optional(),
    period: z.string().max(200).optional(),
    quality: z.string().max(200).optional(),
    listed_after: z.string().datetime({ offset: true }).optional(),
    price_min: euros("price_min").optional(),
    price_max: euros("price_max").optional(),
    sort: z.enum(CATALOGUE_SORTS).default("newest"),
    offset: int(0, 1_000_000).default(0),
    limit: int(1, 100).default(24),
    lang,
  })
  .strict()
  .refine((query) => query.price_min === undefined || query.price_max === undefined || query.price_min <= query.price_max, {
    message: "price_min must not be above price_max",
    path: ["price_min"],
  })

export const HighlightsQuery = z.object({ flag: z.enum(["new", "featured"]), limit: int(1, 50).default(8), lang }).strict()

/** A product by its handle, or the categories: only the language. */
export const LanguageQuery = z.object({ lang }).strict()

// A sitemap holds at most 50,000 addresses.
export const SitemapQuery = z.object({ offset: int(0, 10_000_000).default(0), limit: int(1, 50_000).default(50_000) }).strict()

export function parseQuery<T extends z.ZodTypeAny>(schema: T, query: unknown): z.infer<T> {
  const parsed = schema.safeParse(query)
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join(".") || "query"}: ${i.message}`)
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `Invalid catalogue query: ${issues.join("; ")}`)
  }
  return parsed.data
}

export function salesChannelIdsOf(req: MedusaStoreRequest): string[] {
  const ids = req.publishable_key_context?.sales_channel_ids ?? []
  if (!ids.length) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, "Publishable key needs to have a sales channel configured")
  }
  return ids
}
