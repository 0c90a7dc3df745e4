import { COLLECTOR_FIELDS, type CollectorFields } from "./validation"
import { DEFAULT_VAT_TREATMENT, isVatTreatment, type VatTreatment } from "./vat-treatment"

/** The fields a merchandiser edits: the collector's facts and the piece's VAT treatment. */
export type CollectorRecord = CollectorFields & { vat_treatment: VatTreatment }

export type StoredCollectorItem = CollectorRecord & { id: string }

/** A stored record reduced to its id and editable fields, without timestamps or links. */
export function storedCollectorItem(item: StoredCollectorItem): StoredCollectorItem {
  const fields = Object.fromEntries(COLLECTOR_FIELDS.map((field) => [field, item[field]])) as CollectorFields
  return {
    id: item.id,
    ...fields,
    vat_treatment: isVatTreatment(item.vat_treatment) ? item.vat_treatment : DEFAULT_VAT_TREATMENT,
  }
}
