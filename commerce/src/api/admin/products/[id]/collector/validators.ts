import { z } from "@medusajs/framework/zod"
import { COLLECTOR_TEXT_FIELDS, fieldIssue, normaliseText } from "../../../../../modules/numismatics/validation"
import type { CollectorField, CollectorTextField } from "../../../../../modules/numismatics/validation"
import { VAT_TREATMENTS } from "../../../../../modules/numismatics/vat-treatment"

const text = (field: CollectorTextField) =>
  z
    .string()
    .nullable()
    .transform((value) => normaliseText(field, value))
    .optional()

const positive = z.number().nullable().optional()

/**
 * A merchandiser's edit of a product's collector data: any subset of the
 * fields; null or blank text clears one. Each value must pass the shared
 * rules; the rule spanning grading service and certificate number is checked
 * by the workflow against the record as it will be stored.
 */
export const AdminUpdateCollectorItem = z
  .object({
    country: text("country"),
    period: text("period"),
    grade: text("grade"),
    denomination: text("denomination"),
    year: text("year"),
    mint: text("mint"),
    weight_grams: positive,
    diameter_mm: positive,
    catalogue_ref: text("catalogue_ref"),
    grading_service: text("grading_service"),
    certificate_number: text("certificate_number"),
    is_featured: z.boolean().optional(),
    is_new: z.boolean().optional(),
    vat_treatment: z.enum(VAT_TREATMENTS, { message: `vat_treatment: must be one of ${VAT_TREATMENTS.join(", ")}` }).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    const fields: CollectorField[] = [...COLLECTOR_TEXT_FIELDS, "weight_grams", "diameter_mm"]
    for (const field of fields) {
      const value = body[field]
      if (value === undefined) continue
      const message = fieldIssue(field, value)
      if (message) ctx.addIssue({ code: "custom", path: [field], message: `${field}: ${message}` })
    }
  })

export type AdminUpdateCollectorItemType = z.infer<typeof AdminUpdateCollectorItem>
