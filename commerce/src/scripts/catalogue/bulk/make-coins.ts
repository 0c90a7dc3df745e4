import { periodOfYear } from "../data/row"
import * as A from "./lists-ancient"
import { MODERN_ISSUERS } from "./lists-modern"
import type { Dice } from "./random"
import { article, COIN_CONDITION, dealerPrice, describe, gradeFactor, round1, shortCountry, type Made } from "./shared"

const LETTERS = ["", "", "", "a", "b", "c"]

/** A year or short span inside a reign, as collectors write it: "AD 112-114", "c. 20 BC". */
function reignYears(dice: Dice, from: number, to: number): string {
  const start = dice.int(from, to)
  const end = Math.min(to, start + dice.int(0, 3))
  if (start < 0) return `c. ${-start} BC`
  return start === end ? `AD ${Math.max(start, 1)}` : `AD ${Math.max(start, 1)}-${end}`
}

/** Weight and diameter vary a little from coin to coin. */
function measure(dice: Dice, piece: A.Piece): { weightGrams: number; diameterMm: number } {
  return {
    weightGrams: round1(piece[2] * (0.9 + dice.float() * 0.15)),
    diameterMm: round1(piece[3] * (0.95 + dice.float() * 0.1)),
  }
}

function priced(dice: Dice, piece: A.Piece, grade: string): number {
  return dealerPrice(dice.logBetween(piece[4], piece[5]) * gradeFactor(grade))
}

function romanImperial(dice: Dice, grade: string): Made {
  const [ruler, from, to, volume] = dice.pick(A.ROMAN_RULERS)
  const era = A.ERA_OF_VOLUME[volume]
  const piece = dice.pick(A.ROMAN_PIECES[era])
  const mint = dice.pick(A.ROMAN_MINTS[era])
  const reverse = dice.pick(A.ROMAN_REVERSES)
  const [denomination, material] = piece
  return {
    title: `${ruler} ${denomination}, ${mint}, ${reverse}`,
    description: describe(
      dice,
      `${article(denomination)} of ${ruler} from the mint of ${mint}, with ${reverse} on the reverse.`,
      COIN_CONDITION
    ),
    category: "Ancient Coins",
    material,
    priceEur: priced(dice, piece, grade),
    country: "Roman Empire",
    period: "Roman Imperial",
    denomination,
    year: reignYears(dice, from, to),
    mint,
    ...measure(dice, piece),
    catalogueRef: `RIC ${volume} ${dice.int(1, 900)}${dice.pick(LETTERS)}`,
  }
}

function romanRepublic(dice: Dice, grade: string): Made {
  const piece = dice.pick(A.REPUBLICAN_PIECES)
  const moneyer = dice.pick(A.REPUBLICAN_MONEYERS)
  const type = dice.pick(A.REPUBLICAN_TYPES)
  const [denomination, material] = piece
  const year = dice.int(44, 211)
  return {
    title: `Roman Republic ${denomination}, ${moneyer}, ${type}`,
    description: describe(
      dice,
      `${article(denomination)} struck in Rome by the moneyer ${moneyer}, showing ${type}.`,
      COIN_CONDITION
    ),
    category: "Ancient Coins",
    material,
    priceEur: priced(dice, piece, grade),
    country: "Roman Republic",
    period: "Roman Republican",
    denomination,
    year: `c. ${year} BC`,
    mint: "Rome",
    ...measure(dice, piece),
    catalogueRef: `Crawford ${dice.int(44, 546)}/${dice.int(1, 12)}${dice.pick(LETTERS)}`,
  }
}

function greek(dice: Dice, grade: string): Made {
  const [authority, period, from, to, pieces, types] = dice.pick(A.GREEK_ISSUERS)
  const piece = dice.pick(pieces)
  const type = dice.pick(types)
  const [denomination, material] = piece
  const start = dice.int(to, from)
  return {
    title: `${authority} ${denomination}, ${type}`,
    description: describe(dice, `${article(denomination)} of ${authority}: ${type}.`, COIN_CONDITION),
    category: "Ancient Coins",
    material,
    priceEur: priced(dice, piece, grade),
    country: authority,
    period,
    denomination,
    year: `c. ${start}-${Math.max(start - dice.int(5, 40), 1)} BC`,
    mint: dice.chance(0.7) ? authority.replace(/^Kingdom of /, "") : null,
    ...measure(dice, piece),
    catalogueRef: dice.chance(0.6) ? `Sear ${dice.int(1, 8000)}` : `SNG Copenhagen ${dice.int(1, 1200)}`,
  }
}

function byzantine(dice: Dice, grade: string): Made {
  const [emperor, from, to] = dice.pick(A.BYZANTINE_EMPERORS)
  const piece = dice.pick(A.BYZANTINE_PIECES)
  const mint = dice.pick(A.BYZANTINE_MINTS)
  const type = dice.pick(A.BYZANTINE_TYPES)
  const [denomination, material] = piece
  return {
    title: `${emperor} ${denomination}, ${mint}, ${type}`,
    description: describe(
      dice,
      `Byzantine ${denomination.toLowerCase()} of ${emperor} struck at ${mint}, ${type} on the reverse.`,
      COIN_CONDITION
    ),
    category: "Ancient Coins",
    material,
    priceEur: priced(dice, piece, grade),
    country: "Byzantine Empire",
    period: "Byzantine",
    denomination,
    year: reignYears(dice, from, to),
    mint,
    ...measure(dice, piece),
    catalogueRef: `Sear ${dice.int(1, 2400)}`,
  }
}

function celtic(dice: Dice, grade: string): Made {
  const [tribe, region] = dice.pick(A.CELTIC_TRIBES)
  const piece = dice.pick(A.CELTIC_PIECES)
  const type = dice.pick(A.CELTIC_TYPES)
  const [denomination, material] = piece
  const year = dice.int(30, 150)
  return {
    title: `${tribe} ${material === "Gold" ? "Gold " : ""}${denomination}, ${type}`,
    description: describe(
      dice,
      `Celtic ${denomination.toLowerCase()} of the ${tribe} with the ${type.toLowerCase()} in the vigorous native style.`,
      COIN_CONDITION
    ),
    category: "Ancient Coins",
    material,
    priceEur: priced(dice, piece, grade),
    country: region,
    period: "Celtic",
    denomination,
    year: `c. ${year}-${Math.max(year - 50, 1)} BC`,
    mint: null,
    ...measure(dice, piece),
    catalogueRef: region === "Celtic Britain" ? `ABC ${dice.int(1, 3200)}` : `DT ${dice.int(1, 4000)}`,
  }
}

export function ancientCoin(dice: Dice, grade: string): Made {
  const r = dice.float()
  if (r < 0.55) return romanImperial(dice, grade)
  if (r < 0.65) return romanRepublic(dice, grade)
  if (r < 0.85) return greek(dice, grade)
  if (r < 0.95) return byzantine(dice, grade)
  return celtic(dice, grade)
}

function modernRef(dice: Dice, country: string): string {
  if (country === "United Kingdom") return `S. ${dice.int(3000, 4500)}`
  if (country.startsWith("Germany")) return `J. ${dice.int(1, 480)}`
  if (country === "Russian Empire" || country === "Japan")
    return `Y# ${dice.int(1, 120)}${dice.chance(0.3) ? `.${dice.int(1, 4)}` : ""}`
  return `KM# ${dice.int(1, 1300)}${dice.chance(0.25) ? `.${dice.int(1, 3)}` : ""}`
}

export function modernCoin(dice: Dice, grade: string): Made {
  const issuer = dice.pick(MODERN_ISSUERS)
  const piece = dice.pick(issuer.pieces)
  const design = dice.pick(issuer.designs)
  const [mint, mark] = dice.pick(issuer.mints)
  const year = String(dice.int(issuer.years[0], issuer.years[1]))
  const [denomination, material] = piece
  const name = shortCountry(issuer.country)
  return {
    title: `${name} ${denomination} ${design} ${year}${mark ? ` ${mark}` : ""}`,
    description: describe(
      dice,
      `${denomination} of ${issuer.country} dated ${year}, struck at ${mint} with the ${design} design.`,
      COIN_CONDITION
    ),
    category: "Modern Coins",
    material,
    priceEur: priced(dice, piece, grade),
    country: issuer.country,
    period: periodOfYear(year),
    denomination,
    year,
    mint,
    weightGrams: piece[2],
    diameterMm: piece[3],
    catalogueRef: modernRef(dice, issuer.country),
  }
}
