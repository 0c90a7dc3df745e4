/**
 * The rules a collector record must follow, shared by the admin API (which
 * refuses a record that breaks them) and the back-office widget (which shows
 * the same messages beside the fields). Pure and dependency-free, so it runs in
 * Medusa, in the admin bundle and in unit tests alike.
 */

export const COLLECTOR_TEXT_FIELDS = [
  "country",
  "period",
  "grade",
  "denomination",
  "year",
  "mint",
  "catalogue_ref",
  "grading_service",
  "certificate_number",
] as const

export type CollectorTextField = (typeof COLLECTOR_TEXT_FIELDS)[number]

export type CollectorFields = { [K in CollectorTextField]: string | null } & {
  weight_grams: number | null
  diameter_mm: number | null
  is_featured: boolean
  is_new: boolean
}

export type CollectorField = keyof CollectorFields

export type FieldIssue = { field: CollectorField; message: string }

/** The services whose slabs the shop sells; a certificate number only means something with one of them. */
export const GRADING_SERVICES = ["NGC", "PCGS", "ANACS", "ICG", "PMG", "CGC"] as const

export const TEXT_LIMITS: Record<CollectorTextField, number> = {
  country: 120,
  period: 120,
  grade: 60,
  denomination: 120,
  year: 60,
  mint: 160,
  catalogue_ref: 160,
  grading_service: 20,
  certificate_number: 40,
}

/** A bullion bar of 400 troy ounces weighs about 12.4 kg; nothing the shop sells is larger than a metre. */
export const NUMBER_LIMITS = { weight_grams: 100_000, diameter_mm: 1_000 } as const

export const FIELD_LABELS: Record<CollectorField, string> = {
  country: "Country or authority",
  period: "Period",
  grade: "Grade",
  denomination: "Denomination",
  year: "Year",
  mint: "Mint",
  weight_grams: "Weight (g)",
  diameter_mm: "Diameter (mm)",
  catalogue_ref: "Catalogue reference",
  grading_service: "Grading service",
  certificate_number: "Certificate number",
  is_featured: "Featured",
  is_new: "New arrival",
}

export const EMPTY_COLLECTOR_FIELDS: CollectorFields = {
  country: null,
  period: null,
  grade: null,
  denomination: null,
  year: null,
  mint: null,
  weight_grams: null,
  diameter_mm: null,
  catalogue_ref: null,
  grading_service: null,
  certificate_number: null,
  is_featured: false,
  is_new: false,
}

/** Every field of a collector record, in the order above: the one list the read model and the search index follow. */
export const COLLECTOR_FIELDS = Object.keys(EMPTY_COLLECTOR_FIELDS) as CollectorField[]

/** Reads a collector record's fields from a loosely typed row (a graph row, a database row). */
export function collectorFieldsOf(row: Partial<Record<CollectorField, unknown>>): CollectorFields {
  const fields: Record<string, unknown> = {}
  for (const field of COLLECTOR_FIELDS) {
    const value = row[field]
    const empty = EMPTY_COLLECTOR_FIELDS[field]
    if (typeof empty === "boolean") fields[field] = Boolean(value ?? empty)
    else if (field in NUMBER_LIMITS) fields[field] = value === null || value === undefined ? null : Number(value)
    // Text columns hold text: the value is passed on as it is.
    else fields[field] = value ?? null
  }
  return fields as CollectorFields
}

// ---------------------------------------------------------------- grades

// Sheldon's 1-70 scale: each prefix covers only certain numbers (VF-20 to VF-35, MS-60 to MS-70 ...).
const SHELDON_NUMBERS: Record<string, number[]> = {
  PO: [1],
  FR: [2],
  AG: [3],
  G: [4, 6],
  VG: [8, 10],
  F: [12, 15],
  VF: [20, 25, 30, 35],
  EF: [40, 45],
  XF: [40, 45],
  AU: [50, 53, 55, 58],
  MS: [60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70],
  PF: [60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70],
  PR: [60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70],
  SP: [60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70],
}
const SHELDON =
  /^(PO|FR|AG|VG|G|VF|F|EF|XF|AU|MS|PF|PR|SP)\s*-?\s*(\d{1,2})(\+?)((?:\s*(?:RD|RB|BN|DCAM|UCAM|CAM|DPL|PL|FB|FH|FS|FT))*)$/i
// Third-party banknote grades: the number alone with its paper qualifier ("64 EPQ").
const BANKNOTE = /^(\d{1,2})(?:\s*(EPQ|PPQ|NET|★))?$/i
const VALID_NUMBERS = new Set(Object.values(SHELDON_NUMBERS).flat())

/** Adjectival grades in their usual spelling, English and American, French, German, Italian and Spanish. */
export const ADJECTIVAL_GRADES = [
  // English and American
  "Poor",
  "Fair",
  "AG",
  "G",
  "VG",
  "F",
  "Fine",
  "VF",
  "EF",
  "XF",
  "AU",
  "UNC",
  "BU",
  "Proof",
  // French
  "B",
  "TB",
  "TTB",
  "SUP",
  "SPL",
  "FDC",
  "BE",
  // German
  "s",
  "ss",
  "vz",
  "st",
  "f.st",
  "PP",
  // Italian
  "MB",
  "BB",
  "qFDC",
  // Spanish
  "BC",
  "MBC",
  "EBC",
  "SC",
] as const

const CANONICAL = new Map<string, string>(ADJECTIVAL_GRADES.map((grade) => [grade.toLowerCase(), grade]))
// "gVF", "aEF", "nEF", "Choice UNC", "Gem BU": the English qualifiers dealers put before a grade.
const QUALIFIER = /^(good|about|near|choice|gem|g|a|n)\s*(?=\S)/i

function adjectival(text: string): string | undefined {
  const plain = CANONICAL.get(text.toLowerCase())
  if (plain) return plain
  const withSign = /^(.+?)([+-])$/.exec(text)
  if (withSign) {
    const base = adjectival(withSign[1])
    return base && `${base}${withSign[2]}`
  }
  const between = /^([^/]+)\/([^/]+)$/.exec(text)
  if (between) {
    const low = adjectival(between[1].trim())
    const high = adjectival(between[2].trim())
    return low && high ? `${low}/${high}` : undefined
  }
  const qualified = QUALIFIER.exec(text)
  if (qualified) {
    const base = CANONICAL.get(text.slice(qualified[0].length).trim().toLowerCase())
    if (base) return `${qualified[0].trim()}${qualified[0].trim().length > 1 ? " " : ""}${base}`
  }
  return undefined
}

export type GradeReading = { kind: "sheldon" | "adjectival" | "free"; value: string }

/**
 * Reads a grade as a collector writes it: a Sheldon grade ("MS-65", "ms65 rd"
 * becomes "MS-65 RD"), a known adjectival grade in one of the shop's
 * languages ("VF", "ttb", "gVF", "VF/EF"), or free text kept as written.
 */
export function readGrade(raw: string): GradeReading {
  const text = raw.trim().replace(/\s+/g, " ")
  const sheldon = SHELDON.exec(text)
  if (sheldon) {
    const prefix = sheldon[1].toUpperCase()
    const number = Number(sheldon[2])
    if (SHELDON_NUMBERS[prefix].includes(number)) {
      const designations = sheldon[4].trim().toUpperCase().split(/\s+/).filter(Boolean)
      return { kind: "sheldon", value: [`${prefix}-${number}${sheldon[3]}`, ...designations].join(" ") }
    }
    return { kind: "free", value: text }
  }
  const banknote = BANKNOTE.exec(text)
  if (banknote && VALID_NUMBERS.has(Number(banknote[1]))) {
    return { kind: "sheldon", value: [String(Number(banknote[1])), banknote[2]?.toUpperCase()].filter(Boolean).join(" ") }
  }
  const known = adjectival(text)
  return known ? { kind: "adjectival", value: known } : { kind: "free", value: text }
}

/** The warning shown beside a grade that is neither Sheldon nor a known adjectival grade; it is saved anyway. */
export function gradeWarning(raw: string | null | undefined): string | null {
  if (!raw?.trim()) return null
  const reading = readGrade(raw)
  if (reading.kind !== "free") return null
  return `"${reading.value}" is not a Sheldon grade (MS-65, VF-30) nor a known grade such as VF, XF, UNC, TTB or vz; it will be shown to shoppers as written.`
}

// ---------------------------------------------------------------- numbers

/** A number typed in a form: "3.92", "3,92" (European decimal comma); blank is null, anything else NaN. */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim()
  if (!trimmed) return null
  if (!/^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(trimmed)) return Number.NaN
  return Number(trimmed.replace(",", "."))
}

// ---------------------------------------------------------------- the record

const UNITS: Record<"weight_grams" | "diameter_mm", string> = { weight_grams: "grams", diameter_mm: "millimetres" }

/** What is wrong with one field on its own, or null. */
export function fieldIssue(field: CollectorField, value: unknown): string | null {
  if (field === "weight_grams" || field === "diameter_mm") {
    if (value === null) return null
    if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) {
      return `${FIELD_LABELS[field]} must be a positive number of ${UNITS[field]}.`
    }
    if (value > NUMBER_LIMITS[field]) return `${FIELD_LABELS[field]} must be at most ${NUMBER_LIMITS[field]} ${UNITS[field]}.`
    return null
  }
  if (field === "is_featured" || field === "is_new") {
    return typeof value === "boolean" ? null : `${FIELD_LABELS[field]} must be true or false.`
  }
  if (value === null) return null
  if (typeof value !== "string") return `${FIELD_LABELS[field]} must be text.`
  const limit = TEXT_LIMITS[field]
  if (value.length > limit) return `${FIELD_LABELS[field]} must be at most ${limit} characters.`
  if (field === "grading_service" && !(GRADING_SERVICES as readonly string[]).includes(value)) {
    return `Grading service must be one of ${GRADING_SERVICES.join(", ")}.`
  }
  return null
}

/** Every rule of a whole record: each field on its own, then the certificate that goes with a grading service. */
export function collectorIssues(fields: CollectorFields): FieldIssue[] {
  const issues: FieldIssue[] = []
  for (const field of Object.keys(FIELD_LABELS) as CollectorField[]) {
    const message = fieldIssue(field, fields[field])
    if (message) issues.push({ field, message })
  }
  if (fields.grading_service && !fields.certificate_number) {
    issues.push({
      field: "certificate_number",
      message: `A certificate number is required when a grading service (${fields.grading_service}) is chosen.`,
    })
  }
  if (fields.certificate_number && !fields.grading_service) {
    issues.push({ field: "grading_service", message: "Choose the grading service that issued the certificate." })
  }
  return issues
}

/** Blank text is no value; text is trimmed and a grade is written the usual way. */
export function normaliseText(field: CollectorTextField, value: string | null): string | null {
  const trimmed = value?.trim().replace(/\s+/g, " ") ?? ""
  if (!trimmed) return null
  return field === "grade" ? readGrade(trimmed).value : trimmed
}

/** An API message naming the field, as the shop's 400 answers do. */
export function describeIssues(issues: FieldIssue[]): string {
  return issues.map((issue) => `${issue.field}: ${issue.message}`).join("; ")
}
