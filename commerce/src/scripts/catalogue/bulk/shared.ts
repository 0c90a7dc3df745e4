import type { CatalogueItem, GradingService } from "../types"
import type { Dice } from "./random"

/** What a category maker fills in; bulkItem adds handle, stock, flags and the slab. */
export type Made = Omit<
  CatalogueItem,
  "handle" | "stock" | "gradingService" | "certificateNumber" | "isFeatured" | "isNew" | "grade"
>

/** The grade is drawn before the piece, so makers can price it. */
export type Maker = (dice: Dice, grade: string, graded: boolean) => Made

export const ANCIENT_GRADES = ["VG", "F", "F", "VF", "VF", "VF", "XF", "XF", "AU"] as const
export const RAW_GRADES = ["VG", "F", "VF", "VF", "XF", "XF", "AU", "UNC"] as const
export const NOTE_GRADES = ["G", "VG", "F", "VF", "VF", "XF", "XF", "AU", "UNC", "UNC"] as const
export const SHELDON_GRADES = [
  "AU-55",
  "AU-58",
  "MS-61",
  "MS-62",
  "MS-63",
  "MS-63",
  "MS-64",
  "MS-64",
  "MS-65",
  "MS-66",
  "MS-67",
  "PF-64",
  "PF-67",
  "PF-69",
] as const
export const BULLION_GRADES = ["BU", "BU", "BU", "UNC", "Proof"] as const
export const BULLION_SLAB_GRADES = ["MS-69", "MS-70", "MS-70", "PF-69", "PF-70"] as const

const ADJECTIVAL_FACTOR: Record<string, number> = {
  G: 0.2,
  VG: 0.35,
  F: 0.55,
  VF: 1,
  XF: 1.6,
  AU: 2.2,
  UNC: 2.8,
  BU: 1,
  Proof: 1.35,
}

/** How much a grade multiplies a mid-grade (VF) price; Sheldon grades rise with their number. */
export function gradeFactor(grade: string): number {
  const sheldon = /^(?:MS|PF|AU)-(\d+)$/.exec(grade)
  if (sheldon) return 1.6 + (Number(sheldon[1]) - 55) * 0.22
  return ADJECTIVAL_FACTOR[grade] ?? 1
}

/** A price as a dealer writes it: halves under 20 €, whole euros under 200, fives under 2000, tens above. */
export function dealerPrice(eur: number): number {
  const p = Math.min(25_000, Math.max(2, eur))
  if (p < 20) return Math.round(p * 2) / 2
  if (p < 200) return Math.round(p)
  if (p < 2000) return Math.round(p / 5) * 5
  return Math.round(p / 10) * 10
}

export const round1 = (n: number): number => Math.round(n * 10) / 10

/** "Germany (Weimar Republic)" -> "Germany", as titles name the country. */
export const shortCountry = (country: string): string => country.replace(/\s*\(.*\)$/, "")

export const article = (word: string): string => (/^[AEIOU]/i.test(word) ? `An ${word}` : `A ${word}`)

export function certificate(dice: Dice, service: GradingService): string {
  if (service === "PCGS") return dice.digits(8)
  if (service === "ANACS") return dice.digits(7)
  return `${dice.digits(7)}-${dice.digits(3)}`
}

export const COIN_CONDITION = [
  "Well centred with even wear.",
  "Attractive old cabinet toning.",
  "Sharp strike and clean fields.",
  "Minor marks, consistent with the grade.",
  "Full legends and a pleasing portrait.",
  "Light hairlines from an old cleaning, now retoned.",
  "Lustre remains in the protected areas.",
  "A small edge knock, otherwise excellent.",
  "Good metal and a strong strike.",
  "Slightly off centre, all devices visible.",
  "Iridescent toning over frosty surfaces.",
  "Smooth surfaces with a dark patina.",
]

export const NOTE_CONDITION = [
  "Crisp paper, no pinholes.",
  "Folds but no tears.",
  "Bright colours, a light corner fold.",
  "Original embossing visible.",
  "Two vertical folds, clean paper.",
  "Small stain in the margin.",
  "Fully uncirculated, original sheen.",
  "Well margined and fresh.",
]

export const PROVENANCE = [
  "Ex old German collection.",
  "From a Swiss private collection formed in the 1970s.",
  "With the old collector's ticket.",
  "Comes with our certificate of authenticity.",
  "Ex Paris auction, 1988.",
  "From a long-held Belgian collection.",
  "Acquired from a Dutch estate.",
  "Ex Munich trade, 1960s.",
]

/** Two or three sentences: what it is, its condition, sometimes where it comes from. */
export function describe(dice: Dice, first: string, conditions: readonly string[]): string {
  const second = dice.pick(conditions)
  return dice.chance(0.55) ? `${first} ${second} ${dice.pick(PROVENANCE)}` : `${first} ${second}`
}
