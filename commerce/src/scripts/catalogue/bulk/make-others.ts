import { periodOfYear } from "../data/row"
import {
  BULLION_SIZES,
  MEDAL_KINDS,
  MEDAL_MATERIALS,
  MEDAL_PLACES,
  MEDAL_REFS,
  MEDAL_SUBJECTS,
  NOTE_ISSUERS,
  PREMIUM,
  PROGRAMMES,
  SPOT_EUR_PER_GRAM,
} from "./lists-other"
import type { Dice } from "./random"
import { COIN_CONDITION, dealerPrice, describe, gradeFactor, NOTE_CONDITION, round1, shortCountry, type Made } from "./shared"

export function banknote(dice: Dice, grade: string): Made {
  const issuer = dice.pick(NOTE_ISSUERS)
  const [denomination, min, max] = dice.pick(issuer.notes)
  const portrait = dice.pick(issuer.portraits)
  const year = String(dice.int(issuer.years[0], issuer.years[1]))
  const polymer = issuer.polymerFrom !== undefined && Number(year) >= issuer.polymerFrom && dice.chance(0.8)
  const us = issuer.country === "United States"
  return {
    title: `${shortCountry(issuer.country)} ${denomination} ${portrait} ${year}`,
    description: describe(
      dice,
      `${denomination} note of ${issuer.country} dated ${year} with ${portrait} on the face, printed by ${issuer.printer}.`,
      NOTE_CONDITION
    ),
    category: "Banknotes",
    material: polymer ? "Polymer" : "Paper",
    priceEur: dealerPrice(dice.logBetween(min, max) * gradeFactor(grade)),
    country: issuer.country,
    period: periodOfYear(year),
    denomination,
    year,
    mint: issuer.printer,
    weightGrams: null,
    diameterMm: null,
    catalogueRef: us ? `Friedberg ${dice.int(1, 2300)}` : `Pick# ${dice.int(1, 400)}${dice.pick(["", "", "a", "b", "c", "d"])}`,
  }
}

export function medalOrToken(dice: Dice, grade: string): Made {
  const [kind, denomination, grams, mm, min, max, years] = dice.pick(MEDAL_KINDS)
  const [place, country] = dice.pick(MEDAL_PLACES)
  const subject = dice.pick(MEDAL_SUBJECTS)
  const material = kind === "Emergency Token" ? dice.pick(["Aluminium", "Zinc", "Brass", "Iron"]) : dice.pick(MEDAL_MATERIALS)
  const year = String(dice.int(years[0], years[1]))
  const silver = material === "Silver" ? 1.8 : 1
  return {
    title: `${place} ${kind}, ${subject} ${year}`,
    description: describe(
      dice,
      `${kind} of ${place} for the ${subject} of ${year}, struck in ${material.toLowerCase()}.`,
      COIN_CONDITION
    ),
    category: "Medals & Tokens",
    material,
    priceEur: dealerPrice(dice.logBetween(min, max) * silver * gradeFactor(grade)),
    country,
    period: periodOfYear(year),
    denomination,
    year,
    mint: dice.chance(0.6) ? place : null,
    weightGrams: round1(grams[0] + dice.float() * (grams[1] - grams[0])),
    diameterMm: round1(mm[0] + dice.float() * (mm[1] - mm[0])),
    catalogueRef: `${dice.pick(MEDAL_REFS)} ${dice.int(1, 3000)}`,
  }
}

const BULLION_CONDITION = [
  "In the original mint capsule.",
  "From a sealed mint tube.",
  "Free of milk spots.",
  "Fresh from the monster box.",
  "With the mint's certificate and box.",
  "Minor handling marks from the tube.",
]

const sizesOf = (metal: string): typeof BULLION_SIZES => BULLION_SIZES.filter(([, , metals]) => metals.includes(metal))

const SIZES_OF: Record<keyof typeof SPOT_EUR_PER_GRAM, typeof BULLION_SIZES> = {
  Gold: sizesOf("Gold"),
  Silver: sizesOf("Silver"),
  Platinum: sizesOf("Platinum"),
  Palladium: sizesOf("Palladium"),
}

export function bullionCoin(dice: Dice, grade: string, graded: boolean): Made {
  const [name, country, mint, metal, firstYear, oneOzMm] = dice.pick(PROGRAMMES)
  const [size, grams] = dice.pick(SIZES_OF[metal])
  const year = String(dice.int(Math.max(firstYear, 1980), 2024))
  const [low, high] = PREMIUM[metal]
  const premium = 1 + low + dice.float() * (high - low)
  const price = grams * SPOT_EUR_PER_GRAM[metal] * premium * (grade.startsWith("P") ? 1.35 : 1) * (graded ? 1.25 : 1)
  return {
    title: `${name} ${size} ${metal} ${year}`,
    description: describe(
      dice,
      `${size} of fine ${metal.toLowerCase()} from the ${mint}, the ${name} design of ${year}.`,
      BULLION_CONDITION
    ),
    category: "Bullion",
    material: metal,
    priceEur: Math.round(Math.min(price, 25_000) * 100) / 100,
    country,
    period: periodOfYear(year),
    denomination: size,
    year,
    mint,
    weightGrams: grams,
    diameterMm: round1(oneOzMm * Math.cbrt(grams / 31.1)),
    catalogueRef: `KM# ${dice.int(100, 5000)}`,
  }
}
