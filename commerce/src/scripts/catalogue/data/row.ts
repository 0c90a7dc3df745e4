import { z } from "@medusajs/framework/zod"
import { GRADING_SERVICES, type CatalogueItem, type Category } from "../types"

/** An item before demoCatalogue gives it a handle derived from its title. */
export type Draft = Omit<CatalogueItem, "handle">

const text = z.string()
const nullableText = z.string().nullable()
const coinFacts = z.tuple([text, text, z.number(), text, text, text, nullableText, z.number(), z.number(), text])
const noteFacts = z.tuple([text, z.enum(["Paper", "Polymer"]), z.number(), text, text, text, nullableText, text])

/** What a row of the data files holds besides its facts; the period is derived from the year unless given (ancient periods must be). */
const rowFields = {
  country: text,
  period: text.optional(),
  description: text,
  stock: z.number().int().positive().optional(),
  /** The slab a piece sits in: grading service and certificate number. */
  slab: z.tuple([z.enum(GRADING_SERVICES), text]).optional(),
  featured: z.literal(true).optional(),
  isNew: z.literal(true).optional(),
}
const coinRow = z.strictObject({ ...rowFields, facts: coinFacts })
const noteRow = z.strictObject({ ...rowFields, facts: noteFacts })

type Extras = Omit<z.infer<typeof coinRow>, "facts">

/** "1873" -> "19th century"; the first four-digit number of the year decides. */
export function periodOfYear(year: string): string {
  const found = /\d{4}/.exec(year)
  if (!found || /BC/.test(year)) throw new Error(`no period can be derived from year "${year}"`)
  const y = Number(found[0])
  if (y >= 2000) return "Contemporary"
  if (y >= 1900) return "20th century"
  if (y >= 1800) return "19th century"
  if (y >= 1500) return "Early modern"
  return "Medieval"
}

function finish(
  category: Category,
  row: Extras,
  year: string,
  fields: Omit<Draft, "category" | "country" | "period" | "year" | "stock" | "gradingService" | "certificateNumber" | "isFeatured" | "isNew">,
): Draft {
  return {
    ...fields,
    category,
    country: row.country,
    period: row.period ?? periodOfYear(year),
    year,
    stock: row.stock ?? 1,
    gradingService: row.slab?.[0] ?? null,
    certificateNumber: row.slab?.[1] ?? null,
    isFeatured: row.featured ?? false,
    isNew: row.isNew ?? false,
  }
}

/** The round pieces (coins, medals, tokens, bullion) of one category, from the rows of its data file. */
export function coinRows(category: Exclude<Category, "Banknotes">, rows: unknown): Draft[] {
  return z.array(coinRow).parse(rows).map(({ facts, ...row }) => {
    const [title, material, priceEur, grade, denomination, year, mint, weightGrams, diameterMm, catalogueRef] = facts
    return finish(category, row, year, {
      title, description: row.description, material, priceEur, grade, denomination, mint, weightGrams, diameterMm, catalogueRef,
    })
  })
}

/** Banknotes, from the rows of their data file: no weight or diameter, and the "mint" is the printer. */
export function noteRows(rows: unknown): Draft[] {
  return z.array(noteRow).parse(rows).map(({ facts, ...row }) => {
    const [title, material, priceEur, grade, denomination, year, printer, catalogueRef] = facts
    return finish("Banknotes", row, year, {
      title, description: row.description, material, priceEur, grade, denomination, mint: printer,
      weightGrams: null, diameterMm: null, catalogueRef,
    })
  })
}
