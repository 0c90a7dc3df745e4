import { z } from "zod"

import { LanguageParam } from "./language.js"
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE, MAX_TEXT_LENGTH, PRODUCT_SORTS } from "./product-query-limits.js"

export { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE, MAX_TEXT_LENGTH, PRODUCT_SORTS }
export const ProductSort = z.enum(PRODUCT_SORTS)
export type ProductSort = z.infer<typeof ProductSort>

const single = (name: string) =>
  z.string({
    error: (issue) => (Array.isArray(issue.input) ? `${name} must be given once, not as a list` : `${name} must be text`),
  })

const text = (name: string) =>
  single(name)
    .max(MAX_TEXT_LENGTH, `${name} must be at most ${MAX_TEXT_LENGTH} characters`)
    .transform((value) => value.trim())
    .transform((value) => (value === "" ? undefined : value))

const positiveInt = (name: string, max: number) =>
  single(name)
    .regex(/^\d+$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(z.number().int().min(1, `${name} must be at least 1`).max(max, `${name} must be at most ${max}`))

/** An amount in euros as typed: whole euros or euros and cents, "12" or "12.50". */
const AMOUNT = /^-?\d{1,9}(\.\d{1,2})?$/

const euros = (name: string) =>
  text(name).pipe(
    z
      .string()
      .regex(AMOUNT, `${name} must be an amount in euros, such as 12 or 12.50`)
      .transform(Number)
      .pipe(z.number().min(0, `${name} must be 0 or more`))
      .optional()
  )

/**
 * The query string of GET /api/products. Unknown values (a country nobody sells)
 * are not errors, they match nothing; malformed ones are rejected with the
 * parameter's name. Blank text means "no filter", as in the spec's search box.
 */
export const ProductQuery = z
  .object({
    search: text("search")
      .optional()
      .describe("Words to find in the name, description, country, catalogue reference or denomination."),
    category: text("category").optional().describe("Category name or handle (e.g. ancient-coins, medals)."),
    country: text("country").optional().describe("Country as listed by /api/filters."),
    material: text("material").optional().describe("Material as listed by /api/filters."),
    period: text("period").optional().describe("Part of the period or year, e.g. Roman or 1920."),
    quality: text("quality").optional().describe("Part of the grade, e.g. VF or MS-6."),
    // The names want lists store too (docs/decisions/184).
    priceMin: euros("priceMin").optional().describe("Lowest price in euros, included, e.g. 12.50."),
    priceMax: euros("priceMax").optional().describe("Highest price in euros, included, e.g. 250."),
    // Signed-in collectors only: pieces listed since their previous visit (docs/decisions/189).
    new: single("new")
      .pipe(z.literal("1", { error: "new must be 1 (pieces listed since your previous visit), or left out" }))
      .optional()
      .describe("1: only pieces listed since the signed-in collector's previous visit (401 for a guest)."),
    sort: single("sort")
      .pipe(z.enum(PRODUCT_SORTS, { error: `sort must be one of ${PRODUCT_SORTS.join(", ")}` }))
      .optional()
      .describe(`One of ${PRODUCT_SORTS.join(", ")}; relevance by default with search, newest without.`),
    page: positiveInt("page", MAX_PAGE).optional().describe(`1 to ${MAX_PAGE}; 1 by default.`),
    limit: positiveInt("limit", MAX_PAGE_SIZE).optional().describe(`1 to ${MAX_PAGE_SIZE}; ${DEFAULT_PAGE_SIZE} by default.`),
    // The language of the texts and of the search's words (docs/decisions/242).
    lang: LanguageParam,
  })
  .refine((query) => query.priceMin === undefined || query.priceMax === undefined || query.priceMin <= query.priceMax, {
    path: ["priceMin"],
    message: "priceMin must not be above priceMax; swap them or leave one out",
  })
export type ProductQueryInput = z.input<typeof ProductQuery>
export type ProductQuery = z.output<typeof ProductQuery>
