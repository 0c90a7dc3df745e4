/** Word lists for generated banknotes, medals and tokens, and bullion. */
import { z } from "@medusajs/framework/zod"
import bullionProgrammes from "./data/bullion-programmes.json"
import noteIssuers from "./data/note-issuers.json"

export type NoteIssuer = {
  country: string
  printer: string
  years: readonly [from: number, to: number]
  /** Denomination and its usual price range in euros for a mid grade. */
  notes: readonly (readonly [denomination: string, minEur: number, maxEur: number])[]
  portraits: readonly string[]
  /** From this year on some issues are polymer. */
  polymerFrom?: number
}

const noteIssuer = z.strictObject({
  country: z.string(),
  printer: z.string(),
  years: z.tuple([z.number(), z.number()]),
  polymerFrom: z.number().optional(),
  notes: z.array(z.tuple([z.string(), z.number(), z.number()])),
  portraits: z.array(z.string()),
})

export const NOTE_ISSUERS: readonly NoteIssuer[] = z.array(noteIssuer).parse(noteIssuers)

/** A kind of piece with its denomination, size, price range in euros and the years it was made. */
export type MedalKind = readonly [
  kind: string, denomination: string, grams: readonly [number, number], mm: readonly [number, number],
  minEur: number, maxEur: number, years: readonly [from: number, to: number],
]

export const MEDAL_KINDS: readonly MedalKind[] = [
  ["Médaille", "Medal", [20, 90], [35, 70], 25, 650, [1650, 1990]], ["Prize Medal", "Medal", [25, 80], [40, 65], 30, 450, [1780, 1960]],
  ["Shooting Festival Medal", "Medal", [15, 40], [33, 45], 40, 900, [1820, 1939]], ["Coronation Medal", "Medal", [10, 40], [30, 45], 20, 600, [1700, 1953]],
  ["Commemorative Medal", "Medal", [15, 70], [33, 60], 12, 380, [1650, 1990]], ["Plaquette", "Plaquette", [30, 120], [45, 80], 45, 480, [1880, 1939]],
  ["Jeton", "Jeton", [4, 10], [25, 32], 15, 260, [1600, 1830]], ["Masonic Jeton", "Jeton", [5, 12], [28, 34], 35, 300, [1740, 1900]],
  ["Trade Token", "Token", [3, 10], [18, 30], 5, 120, [1780, 1950]], ["Communion Token", "Token", [2, 8], [16, 28], 8, 90, [1700, 1880]],
  ["Emergency Token", "Token", [1, 6], [18, 27], 3, 60, [1914, 1923]], ["Reckoning Counter", "Jeton", [2, 4], [24, 28], 12, 140, [1550, 1700]],
  ["Tram Token", "Token", [2, 6], [18, 26], 4, 45, [1880, 1960]], ["Masonic Medal", "Medal", [15, 40], [33, 45], 50, 420, [1740, 1990]],
]

export const MEDAL_PLACES: readonly (readonly [place: string, country: string])[] = [
  ["Paris", "France"], ["Lyon", "France"], ["Besançon", "France"], ["Marseille", "France"], ["Nancy", "France"], ["Strasbourg", "France"],
  ["Zürich", "Switzerland"], ["Genève", "Switzerland"], ["Bern", "Switzerland"], ["Neuchâtel", "Switzerland"], ["Luzern", "Switzerland"],
  ["London", "United Kingdom"], ["Birmingham", "United Kingdom"], ["Edinburgh", "United Kingdom"],
  ["Wien", "Austria"], ["Salzburg", "Austria"], ["Nürnberg", "Germany"], ["Berlin", "Germany"], ["München", "Germany"], ["Köln", "Germany"],
  ["Amsterdam", "Netherlands"], ["Bruxelles", "Belgium"], ["Liège", "Belgium"], ["Milano", "Italy"], ["Roma", "Papal States"],
  ["New York", "United States"], ["Philadelphia", "United States"], ["Praha", "Bohemia"], ["Kraków", "Poland"], ["København", "Denmark"],
]

export const MEDAL_SUBJECTS: readonly string[] = [
  "Exposition Universelle", "Agricultural Society", "Chamber of Commerce", "Royal Visit", "Peace Treaty", "Railway Opening", "Centenary",
  "Jubilee", "Academy of Sciences", "Schützenfest", "Horticultural Show", "Music Festival", "Bridge Opening", "University Foundation",
  "Gymnastics Festival", "Cathedral Consecration", "Industrial Exhibition", "Battle Anniversary", "Lodge Foundation", "Mint Visit",
]

export const MEDAL_MATERIALS: readonly string[] = ["Bronze", "Bronze", "Silver", "Silver", "Copper", "Brass", "Gilt bronze", "Aluminium", "Zinc", "White metal"]

export const MEDAL_REFS: readonly string[] = ["Forrer", "BHM", "Richter", "Elie", "Funck", "Atkins", "Betts", "Julius", "Eimer", "Feuardent", "Hauser", "Menadier"]

/** Bullion programme: name, country, mint, metal, first year, diameter of its one-ounce coin. */
export type Programme = readonly [name: string, country: string, mint: string, metal: "Gold" | "Silver" | "Platinum" | "Palladium", firstYear: number, oneOzMm: number]

const programme = z.tuple([z.string(), z.string(), z.string(), z.enum(["Gold", "Silver", "Platinum", "Palladium"]), z.number(), z.number()])

export const PROGRAMMES: readonly Programme[] = z.array(programme).parse(bullionProgrammes)

/** Size label, fine weight in grams, and which metals come in it. */
export const BULLION_SIZES: readonly (readonly [label: string, grams: number, metals: string])[] = [
  ["1 oz", 31.1, "Gold Silver Platinum Palladium"], ["1 oz", 31.1, "Gold Silver"], ["1/2 oz", 15.55, "Gold"], ["1/4 oz", 7.78, "Gold Platinum"],
  ["1/10 oz", 3.11, "Gold Platinum"], ["10 oz", 311.03, "Silver"], ["1 kg", 1000, "Silver"], ["5 oz", 155.5, "Silver"],
]

/** Euros per gram of fine metal, a recent average; the premium covers minting and dealing. */
export const SPOT_EUR_PER_GRAM = { Gold: 76, Silver: 0.95, Platinum: 30, Palladium: 31 } as const

export const PREMIUM = { Gold: [0.03, 0.07], Silver: [0.18, 0.4], Platinum: [0.08, 0.14], Palladium: [0.1, 0.16] } as const
