import { Badge, Text } from "@medusajs/ui"
import { COLLECTOR_FIELDS, EMPTY_COLLECTOR_FIELDS, FIELD_LABELS } from "../../modules/numismatics/validation"
import type { CollectorField, CollectorFields } from "../../modules/numismatics/validation"
import { isVatTreatment, VAT_TREATMENT_LABELS } from "../../modules/numismatics/vat-treatment"

// The two flags are the badges above the rows.
const SHOWN = COLLECTOR_FIELDS.filter((field) => typeof EMPTY_COLLECTOR_FIELDS[field] !== "boolean")

function shown(field: CollectorField, item: CollectorFields): string {
  const value = item[field]
  if (value === null || value === "") return "-"
  if (field === "weight_grams") return `${value} g`
  if (field === "diameter_mm") return `${value} mm`
  return String(value)
}

/** The record as key and value rows, in the style of Medusa's own Attributes section. */
export function CollectorSummary({ item }: { item: (CollectorFields & { vat_treatment?: string }) | null }) {
  if (!item) {
    return (
      <div className="px-6 py-4">
        <Text size="small" className="text-ui-fg-subtle">
          No collector data yet. Shoppers see no grade, country or period for this item until it is added.
        </Text>
      </div>
    )
  }
  return (
    <>
      <div className="flex gap-x-2 px-6 py-4">
        <Badge size="2xsmall" color={item.is_featured ? "green" : "grey"}>
          {item.is_featured ? "Featured" : "Not featured"}
        </Badge>
        <Badge size="2xsmall" color={item.is_new ? "blue" : "grey"}>
          {item.is_new ? "New arrival" : "Not new"}
        </Badge>
      </div>
      {SHOWN.map((field) => (
        <div key={field} className="text-ui-fg-subtle grid grid-cols-2 items-start px-6 py-3">
          <Text size="small" weight="plus" leading="compact">
            {FIELD_LABELS[field]}
          </Text>
          <Text size="small" leading="compact" data-testid={`collector-${field}`}>
            {shown(field, item)}
          </Text>
        </div>
      ))}
      <div className="text-ui-fg-subtle grid grid-cols-2 items-start px-6 py-3">
        <Text size="small" weight="plus" leading="compact">
          VAT treatment
        </Text>
        <Text size="small" leading="compact" data-testid="collector-vat_treatment">
          {isVatTreatment(item.vat_treatment) ? VAT_TREATMENT_LABELS[item.vat_treatment] : "-"}
        </Text>
      </div>
    </>
  )
}
