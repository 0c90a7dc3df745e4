import type { TranslatedLanguage } from "../../lib/languages"

/**
 * The words German and French collectors search a grade by, per band of wear: the European
 * scales of the grading guide (adapters/src/contract/grading.ts, shown in the storefront), for
 * the grades the shop writes (VF, EF, MS-65, UNC, PF-69, TTB+, the Italian BB and Spanish EBC ...;
 * French SPL is About Uncirculated, as the guide's French column has it). A piece graded EF is found by
 * "vz", "vorzüglich", "SUP" and "Superbe".
 */
type Grade = { code: string; name: string }
type Band = { id: string; codes: string[]; upTo: number; scales: Record<TranslatedLanguage, Grade[]> }

const BANDS: Band[] = [
  { id: "poor", codes: ["poor", "fair", "ag"], upTo: 3, scales: { de: [], fr: [] } },
  { id: "good", codes: ["g", "b"], upTo: 7, scales: { de: [], fr: [{ code: "B", name: "Beau" }] } },
  { id: "very-good", codes: ["vg"], upTo: 11, scales: { de: [], fr: [] } },
  {
    id: "fine",
    codes: ["f", "fine", "tb", "s", "mb", "bc"],
    upTo: 19,
    scales: { de: [{ code: "s", name: "schön" }], fr: [{ code: "TB", name: "Très Beau" }] },
  },
  {
    id: "very-fine",
    codes: ["vf", "ttb", "ss", "bb", "mbc"],
    upTo: 39,
    scales: { de: [{ code: "ss", name: "sehr schön" }], fr: [{ code: "TTB", name: "Très Très Beau" }] },
  },
  {
    id: "extremely-fine",
    codes: ["ef", "xf", "sup", "vz", "ebc"],
    upTo: 49,
    scales: { de: [{ code: "vz", name: "vorzüglich" }], fr: [{ code: "SUP", name: "Superbe" }] },
  },
  {
    id: "about-uncirculated",
    codes: ["au", "spl", "f.st", "fst", "qfdc"],
    upTo: 59,
    scales: { de: [{ code: "f.st", name: "fast Stempelglanz" }], fr: [{ code: "SPL", name: "Splendide" }] },
  },
  {
    id: "mint-state",
    codes: ["unc", "bu", "fdc", "st", "stgl", "sc"],
    upTo: 70,
    scales: { de: [{ code: "st", name: "Stempelglanz" }], fr: [{ code: "FDC", name: "Fleur de Coin" }] },
  },
  {
    id: "proof",
    codes: ["proof", "be", "pp"],
    upTo: 70,
    scales: { de: [{ code: "PP", name: "Polierte Platte" }], fr: [{ code: "BE", name: "Belle Épreuve" }] },
  },
]

const SHELDON = /^(PO|FR|AG|VG|G|VF|F|EF|XF|AU|MS|PF|PR|SP)\s*-?\s*(\d{1,2})\b/i
const NUMBER_ONLY = /^(\d{1,2})\b/
// "gVF", "nEF", "Choice UNC", "Gem BU": the English qualifiers dealers put before a grade.
const QUALIFIER = /^(good|about|near|choice|gem|g|a|n)\s*(?=\S)/i

function bandOfNumber(number: number): Band | undefined {
  if (number < 1 || number > 70) return undefined
  return BANDS.find((band) => band.id !== "proof" && number <= band.upTo)
}

function bandOfCode(code: string): Band | undefined {
  const wanted = code.toLowerCase()
  return BANDS.find((band) => band.codes.includes(wanted))
}

/** The band of wear of a grade as the shop writes it; undefined for free text. */
export function gradeBand(grade: string): string | undefined {
  return bandOf(grade)?.id
}

function bandOf(grade: string): Band | undefined {
  const text = grade.trim()
  const sheldon = SHELDON.exec(text)
  if (sheldon) {
    const prefix = sheldon[1].toUpperCase()
    if (prefix === "PF" || prefix === "PR" || prefix === "SP") return BANDS.find((band) => band.id === "proof")
    return bandOfNumber(Number(sheldon[2]))
  }
  const number = NUMBER_ONLY.exec(text)
  if (number) return bandOfNumber(Number(number[1]))
  // Its lower grade first ("VF/EF"), without its sign ("TTB+").
  const first = text.split("/")[0].trim().replace(/[+-]$/, "")
  const plain = bandOfCode(first)
  if (plain) return plain
  const qualified = QUALIFIER.exec(first)
  return qualified ? bandOfCode(first.slice(qualified[0].length).trim()) : undefined
}

/** The words a grade is searched by in a language, its codes and names; empty for free text or a band without them. */
export function gradeWords(grade: string | null | undefined, language: TranslatedLanguage): string {
  const grades = grade ? (bandOf(grade)?.scales[language] ?? []) : []
  return grades.map((g) => `${folded(g.code).join("")} ${g.name}`).join(" ")
}

/**
 * What the quality filter matches in a language beside the grade as written: the band's codes as
 * the language writes them and their names, folded ("vz vorzuglich", "f.st fast stempelglanz").
 */
export function gradeFilterWords(grade: string | null | undefined, language: TranslatedLanguage): string {
  const grades = grade ? (bandOf(grade)?.scales[language] ?? []) : []
  return grades.map((g) => folded(g.code).join(".") + " " + folded(g.name).join(" ")).join(" ")
}

/** A text's words as the search folds them (search.ts queryWords): lower-case, accent-free. */
function folded(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

/**
 * The query's words with each grade name or code of the language replaced by the code alone
 * (`code` set): "sehr schön" → ss, "vorzüglich" → vz, "TTB" → ttb.
 */
export function withGradeCodes(words: string[], language: TranslatedLanguage): { word: string; code: boolean }[] {
  const phrases = gradePhrases(language)
  const result: { word: string; code: boolean }[] = []
  for (let i = 0; i < words.length;) {
    const phrase = phrases.find((p) => p.words.length && p.words.every((w, k) => words[i + k] === w))
    if (phrase) {
      result.push({ word: phrase.code, code: true })
      i += phrase.words.length
    } else {
      result.push({ word: words[i], code: false })
      i++
    }
  }
  return result
}

/**
 * A language's grade names as query words, longest first, each with its code: a search for
 * "sehr schön" is a search for the grade ss, not for "schön" (German drops "sehr" as a stop word,
 * and "schön" alone is the grade below), and "f.st" or "fast Stempelglanz" is not Stempelglanz.
 */
export function gradePhrases(language: TranslatedLanguage): { words: string[]; code: string }[] {
  return BANDS.flatMap((band) =>
    band.scales[language].flatMap((g) => {
      const code = folded(g.code).join("")
      // One letter (German s, French B) is also every "Trajan's": such a grade is found by its name's words.
      if (code.length < 2) return []
      return [
        { words: folded(g.name), code },
        { words: folded(g.code), code },
      ]
    })
  ).sort((a, b) => b.words.length - a.words.length)
}
