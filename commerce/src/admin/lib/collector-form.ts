import { COLLECTOR_TEXT_FIELDS, collectorIssues, normaliseText, parseDecimal } from "../../modules/numismatics/validation"
import type { CollectorField, CollectorFields, FieldIssue } from "../../modules/numismatics/validation"

/** What the drawer's inputs hold: text as typed, numbers as typed, flags as switches. */
export type CollectorForm = Record<Exclude<CollectorField, "is_featured" | "is_new">, string> & {
  is_featured: boolean
  is_new: boolean
}

const FIELDS_AS_TYPED = [...COLLECTOR_TEXT_FIELDS, "weight_grams", "diameter_mm"] as const

export function toForm(item: CollectorFields | null): CollectorForm {
  const form = { is_featured: item?.is_featured ?? false, is_new: item?.is_new ?? false } as CollectorForm
  for (const field of FIELDS_AS_TYPED) {
    const value = item?.[field]
    form[field] = value === null || value === undefined ? "" : String(value)
  }
  return form
}

/** The record the form describes, and what is wrong with it (the same rules the API applies). */
export function readForm(form: CollectorForm): { fields: CollectorFields; issues: FieldIssue[] } {
  const fields = { is_featured: form.is_featured, is_new: form.is_new } as CollectorFields
  for (const field of COLLECTOR_TEXT_FIELDS) fields[field] = normaliseText(field, form[field])
  fields.weight_grams = parseDecimal(form.weight_grams)
  fields.diameter_mm = parseDecimal(form.diameter_mm)
  return { fields, issues: collectorIssues(fields) }
}

const KNOWN = new Set<string>([...FIELDS_AS_TYPED, "is_featured", "is_new"])

/**
 * The API names the field of each problem ("weight_grams: Weight (g) must be
 * ..."; several joined by "; "), so its answer can be shown beside the fields.
 */
export function issuesFromMessage(message: string): FieldIssue[] {
  const body = message.replace(/^Invalid request:\s*/, "")
  return body.split(/;\s*/).flatMap((part) => {
    const found = /^([a-z_]+):\s*(.+)$/.exec(part.trim())
    return found && KNOWN.has(found[1]) ? [{ field: found[1] as CollectorField, message: found[2] }] : []
  })
}
