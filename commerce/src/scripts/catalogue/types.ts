export const CATEGORIES = ["Ancient Coins", "Modern Coins", "Banknotes", "Medals & Tokens", "Bullion"] as const

export type Category = (typeof CATEGORIES)[number]

export const GRADING_SERVICES = ["NGC", "PCGS", "PMG", "ANACS"] as const

export type GradingService = (typeof GRADING_SERVICES)[number]

/** One piece of the catalogue, as a merchandiser would enter it; the seed turns it into a Medusa product. */
export type CatalogueItem = {
  /** URL-safe and unique across the catalogue. */
  handle: string
  title: string
  description: string
  category: Category
  material: string
  /** Euros, at most two decimals. */
  priceEur: number
  /** Most pieces are unique (1); a few common ones are stocked in small numbers. */
  stock: number
  /** Issuing country or authority: "Roman Empire", "Germany (Weimar Republic)". */
  country: string
  period: string
  /** The spec's "quality": VF, XF, UNC, MS-65, PF-69 ... */
  grade: string
  denomination: string
  /** As collectors write it: "1923", "27 BC - AD 14", "c. 440 BC". */
  year: string
  /** Mint for coins and medals, printer for banknotes, null when unknown. */
  mint: string | null
  /** Null for banknotes. */
  weightGrams: number | null
  /** Null for banknotes. */
  diameterMm: number | null
  /** "RIC I 207", "KM# 123", "Pick# 45a", "Friedberg 1", "S. 3866" ... */
  catalogueRef: string
  gradingService: GradingService | null
  /** Set exactly when gradingService is set. */
  certificateNumber: string | null
  isFeatured: boolean
  isNew: boolean
}
