/**
 * The grading guide: Sheldon's 1–70 scale beside the European scales, one row per
 * band of wear, with the grades the back office accepts (commerce's numismatics
 * module, ADJECTIVAL_GRADES) in the language that writes them. Plain data and pure
 * functions, so the storefront renders the guide and explains any grade it shows.
 */

export type GradeLanguage = "en" | "fr" | "de" | "it" | "es"

export const GRADE_LANGUAGES: { code: GradeLanguage; name: string }[] = [
  { code: "en", name: "English" },
  { code: "fr", name: "French" },
  { code: "de", name: "German" },
  { code: "it", name: "Italian" },
  { code: "es", name: "Spanish" },
]

export type SheldonStep = { number: number; label: string }
export type ScaleGrade = { code: string; name: string }

export type GradeRow = {
  /** The row's anchor in the guide: /grading#very-fine. */
  id: string
  title: string
  description: string
  /** The Sheldon prefixes of this band (MS, PF …) and its numbers with their adjectival names. */
  prefixes: string[]
  sheldon: SheldonStep[]
  scales: Record<GradeLanguage, ScaleGrade[]>
}

const none: ScaleGrade[] = []

export const GRADE_ROWS: GradeRow[] = [
  {
    id: "poor",
    title: "Poor to About Good",
    description: "Worn almost smooth: the type can be told, the date and lettering may be partly gone.",
    prefixes: ["PO", "FR", "AG"],
    sheldon: [
      { number: 1, label: "PO-1 Poor" },
      { number: 2, label: "FR-2 Fair" },
      { number: 3, label: "AG-3 About Good" },
    ],
    scales: {
      en: [
        { code: "Poor", name: "Poor" },
        { code: "Fair", name: "Fair" },
        { code: "AG", name: "About Good" },
      ],
      fr: none,
      de: none,
      it: none,
      es: none,
    },
  },
  {
    id: "good",
    title: "Good",
    description: "Heavily worn: the main design is outlined, the rims mostly whole, the lettering readable.",
    prefixes: ["G"],
    sheldon: [
      { number: 4, label: "G-4 Good" },
      { number: 6, label: "G-6 Good" },
    ],
    scales: {
      en: [{ code: "G", name: "Good" }],
      fr: [{ code: "B", name: "Beau" }],
      de: none,
      it: [{ code: "B", name: "Bello" }],
      es: none,
    },
  },
  {
    id: "very-good",
    title: "Very Good",
    description: "Well worn, but every main feature clear and some inner detail showing.",
    prefixes: ["VG"],
    sheldon: [
      { number: 8, label: "VG-8 Very Good" },
      { number: 10, label: "VG-10 Very Good" },
    ],
    scales: { en: [{ code: "VG", name: "Very Good" }], fr: none, de: none, it: none, es: none },
  },
  {
    id: "fine",
    title: "Fine",
    description: "Even, moderate wear; the lettering and the major details are sharp.",
    prefixes: ["F"],
    sheldon: [
      { number: 12, label: "F-12 Fine" },
      { number: 15, label: "F-15 Fine" },
    ],
    scales: {
      en: [
        { code: "F", name: "Fine" },
        { code: "Fine", name: "Fine" },
      ],
      fr: [{ code: "TB", name: "Très Beau" }],
      de: [{ code: "s", name: "schön" }],
      it: [{ code: "MB", name: "Molto Bello" }],
      es: [{ code: "BC", name: "Bien Conservada" }],
    },
  },
  {
    id: "very-fine",
    title: "Very Fine",
    description: "Light wear on the high points; the fine details are mostly sharp.",
    prefixes: ["VF"],
    sheldon: [
      { number: 20, label: "VF-20 Very Fine" },
      { number: 25, label: "VF-25 Very Fine" },
      { number: 30, label: "VF-30 Choice Very Fine" },
      { number: 35, label: "VF-35 Choice Very Fine" },
    ],
    scales: {
      en: [{ code: "VF", name: "Very Fine" }],
      fr: [{ code: "TTB", name: "Très Très Beau" }],
      de: [{ code: "ss", name: "sehr schön" }],
      it: [{ code: "BB", name: "Bellissimo" }],
      es: [{ code: "MBC", name: "Muy Bien Conservada" }],
    },
  },
  {
    id: "extremely-fine",
    title: "Extremely Fine",
    description: "Slight wear on the highest points only; every detail crisp, some mint lustre may remain.",
    prefixes: ["EF", "XF"],
    sheldon: [
      { number: 40, label: "EF-40 Extremely Fine" },
      { number: 45, label: "EF-45 Choice Extremely Fine" },
    ],
    scales: {
      en: [
        { code: "EF", name: "Extremely Fine" },
        { code: "XF", name: "Extremely Fine" },
      ],
      fr: [{ code: "SUP", name: "Superbe" }],
      de: [{ code: "vz", name: "vorzüglich" }],
      it: [{ code: "SPL", name: "Splendido" }],
      es: [{ code: "EBC", name: "Extraordinariamente Bien Conservada" }],
    },
  },
  {
    id: "about-uncirculated",
    title: "About Uncirculated",
    description: "A trace of wear on the highest points; most of the mint lustre is there.",
    prefixes: ["AU"],
    sheldon: [
      { number: 50, label: "AU-50 About Uncirculated" },
      { number: 53, label: "AU-53 About Uncirculated" },
      { number: 55, label: "AU-55 Choice About Uncirculated" },
      { number: 58, label: "AU-58 Choice About Uncirculated" },
    ],
    scales: {
      en: [{ code: "AU", name: "About Uncirculated" }],
      fr: [{ code: "SPL", name: "Splendide" }],
      de: [{ code: "f.st", name: "fast Stempelglanz" }],
      it: [{ code: "qFDC", name: "quasi Fior di Conio" }],
      es: none,
    },
  },
  {
    id: "mint-state",
    title: "Mint State (Uncirculated)",
    description: "No wear at all; from 60 (many contact marks, dull lustre) to 70 (perfect under five-fold magnification).",
    prefixes: ["MS"],
    sheldon: [
      { number: 60, label: "MS-60 Uncirculated" },
      { number: 61, label: "MS-61 Uncirculated" },
      { number: 62, label: "MS-62 Uncirculated" },
      { number: 63, label: "MS-63 Choice Uncirculated" },
      { number: 64, label: "MS-64 Choice Uncirculated" },
      { number: 65, label: "MS-65 Gem Uncirculated" },
      { number: 66, label: "MS-66 Gem Uncirculated" },
      { number: 67, label: "MS-67 Superb Gem" },
      { number: 68, label: "MS-68 Superb Gem" },
      { number: 69, label: "MS-69 Superb Gem" },
      { number: 70, label: "MS-70 Perfect" },
    ],
    scales: {
      en: [
        { code: "UNC", name: "Uncirculated" },
        { code: "BU", name: "Brilliant Uncirculated" },
      ],
      fr: [{ code: "FDC", name: "Fleur de Coin" }],
      de: [{ code: "st", name: "Stempelglanz" }],
      it: [{ code: "FDC", name: "Fior di Conio" }],
      es: [{ code: "SC", name: "Sin Circular" }],
    },
  },
  {
    id: "proof",
    title: "Proof",
    description: "Struck for collectors from polished dies on a polished blank; numbered 60 to 70 like mint state.",
    prefixes: ["PF", "PR", "SP"],
    sheldon: [
      { number: 60, label: "PF-60 Proof" },
      { number: 63, label: "PF-63 Choice Proof" },
      { number: 65, label: "PF-65 Gem Proof" },
      { number: 70, label: "PF-70 Perfect Proof" },
    ],
    scales: {
      en: [{ code: "Proof", name: "Proof" }],
      fr: [{ code: "BE", name: "Belle Épreuve" }],
      de: [{ code: "PP", name: "Polierte Platte" }],
      it: none,
      es: none,
    },
  },
]

/** The page of the guide. */
export const GRADING_PATH = "/grading"

const SHELDON = /^(PO|FR|AG|VG|G|VF|F|EF|XF|AU|MS|PF|PR|SP)\s*-?\s*(\d{1,2})\b/i
const NUMBER_ONLY = /^(\d{1,2})\b/
// "gVF", "nEF", "Choice UNC", "Gem BU": the English qualifiers dealers put before a grade.
const QUALIFIER = /^(good|about|near|choice|gem|g|a|n)\s*(?=\S)/i

function rowsForNumber(number: number): GradeRow[] {
  const row = GRADE_ROWS.find((r) => r.id !== "proof" && r.sheldon.some((step) => step.number >= number))
  return row && number >= 1 && number <= 70 ? [row] : []
}

function rowsForCode(code: string): GradeRow[] {
  const wanted = code.toLowerCase()
  return GRADE_ROWS.filter((row) =>
    Object.values(row.scales).some((grades) => grades.some((g) => g.code.toLowerCase() === wanted))
  )
}

/** The grade's code without its sign, its second half or its qualifier: "gVF" → "VF", "TTB+" → "TTB", "VF/EF" → "VF". */
function baseCode(grade: string): string {
  const first = grade.trim().split("/")[0]!.trim().replace(/[+-]$/, "")
  if (rowsForCode(first).length > 0) return first
  const qualified = QUALIFIER.exec(first)
  return qualified ? first.slice(qualified[0].length).trim() : first
}

/**
 * The rows of the guide that explain a grade as the shop shows it: "MS-65 RD",
 * "64 EPQ", "TTB+", "gVF", "VF/EF" (its lower grade first), "SPL" (French and
 * Italian: two rows). Empty for free text the guide does not cover.
 */
export function gradeRows(grade: string): GradeRow[] {
  const text = grade.trim()
  const sheldon = SHELDON.exec(text)
  if (sheldon) {
    const prefix = sheldon[1]!.toUpperCase()
    if (prefix === "PF" || prefix === "PR" || prefix === "SP") return GRADE_ROWS.filter((r) => r.id === "proof")
    return rowsForNumber(Number(sheldon[2]))
  }
  const number = NUMBER_ONLY.exec(text)
  if (number) return rowsForNumber(Number(number[1]))
  return rowsForCode(baseCode(text))
}

/** What a grade's code is called in a row, with the language: "TTB" → Très Très Beau (French). */
export function gradeNames(grade: string, row: GradeRow): { language: string; code: string; name: string }[] {
  const code = baseCode(grade).toLowerCase()
  return GRADE_LANGUAGES.flatMap(({ code: language, name }) =>
    row.scales[language].filter((g) => g.code.toLowerCase() === code).map((g) => ({ language: name, ...g }))
  )
}
