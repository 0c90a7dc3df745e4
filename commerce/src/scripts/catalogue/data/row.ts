import type { CatalogueItem, Category, GradingService } from "../types"

/** An item before demoCatalogue gives it a handle derived from its title. */
export type Draft = Omit<CatalogueItem, "handle">

/** Who issued a piece; the period is derived from the year unless given (ancient periods must be). */
export type Origin = { country: string; period?: string }

export const origin = (country: string, period?: string): Origin => ({ country, period })

export type Extras = {
  stock?: number
  /** The slab a piece sits in: grading service and certificate number. */
  slab?: [GradingService, string]
  featured?: boolean
  isNew?: boolean
}

export type CoinFacts = [
  title: string,
  material: string,
  priceEur: number,
  grade: string,
  denomination: string,
  year: string,
  mint: string | null,
  weightGrams: number,
  diameterMm: number,
  catalogueRef: string,
]

export type NoteFacts = [
  title: string,
  material: "Paper" | "Polymer",
  priceEur: number,
  grade: string,
  denomination: string,
  year: string,
  printer: string | null,
  catalogueRef: string,
]

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
  from: Origin,
  year: string,
  extras: Extras,
  fields: Omit<Draft, "category" | "country" | "period" | "year" | "stock" | "gradingService" | "certificateNumber" | "isFeatured" | "isNew">,
): Draft {
  return {
    ...fields,
    category,
    country: from.country,
    period: from.period ?? periodOfYear(year),
    year,
    stock: extras.stock ?? 1,
    gradingService: extras.slab?.[0] ?? null,
    certificateNumber: extras.slab?.[1] ?? null,
    isFeatured: extras.featured ?? false,
    isNew: extras.isNew ?? false,
  }
}

/** A row builder for round pieces (coins, medals, tokens, bullion) of one category. */
export function coinRow(category: Exclude<Category, "Banknotes">) {
  return (from: Origin, facts: CoinFacts, description: string, extras: Extras = {}): Draft => {
    const [title, material, priceEur, grade, denomination, year, mint, weightGrams, diameterMm, catalogueRef] = facts
    return finish(category, from, year, extras, {
      title, description, material, priceEur, grade, denomination, mint, weightGrams, diameterMm, catalogueRef,
    })
  }
}

/** A banknote row: no weight or diameter, and the "mint" is the printer. */
export function noteRow(from: Origin, facts: NoteFacts, description: string, extras: Extras = {}): Draft {
  const [title, material, priceEur, grade, denomination, year, printer, catalogueRef] = facts
  return finish("Banknotes", from, year, extras, {
    title, description, material, priceEur, grade, denomination, mint: printer,
    weightGrams: null, diameterMm: null, catalogueRef,
  })
}
