import type { CollectorFields } from "./validation"
import { DEFAULT_VAT_TREATMENT, isVatTreatment, type VatTreatment } from "./vat-treatment"

/** The fields a merchandiser edits: the collector's facts and the piece's VAT treatment. */
export type CollectorRecord = CollectorFields & { vat_treatment: VatTreatment }

export type StoredCollectorItem = CollectorRecord & { id: string }

/** A stored record reduced to its id and editable fields, without timestamps or links. */
export function storedCollectorItem(item: StoredCollectorItem): StoredCollectorItem {
  return {
    id: item.id,
    country: item.country,
    period: item.period,
    grade: item.grade,
    denomination: item.denomination,
    year: item.year,
    mint: item.mint,
    weight_grams: item.weight_grams,
    diameter_mm: item.diameter_mm,
    catalogue_ref: item.catalogue_ref,
    grading_service: item.grading_service,
    certificate_number: item.certificate_number,
    is_featured: item.is_featured,
    is_new: item.is_new,
    vat_treatment: isVatTreatment(item.vat_treatment) ? item.vat_treatment : DEFAULT_VAT_TREATMENT,
  }
}
