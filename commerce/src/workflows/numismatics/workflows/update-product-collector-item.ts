import { Modules } from "@medusajs/framework/utils"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createRemoteLinkStep, emitEventStep } from "@medusajs/medusa/core-flows"
import { NUMISMATICS_MODULE } from "../../../modules/numismatics"
import { EMPTY_COLLECTOR_FIELDS } from "../../../modules/numismatics/validation"
import { createCollectorItemStep } from "../steps/create-collector-item"
import { loadCollectorItemStep } from "../steps/load-collector-state"
import type { CollectorRecord, StoredCollectorItem } from "../../../modules/numismatics/stored-item"
import { DEFAULT_VAT_TREATMENT } from "../../../modules/numismatics/vat-treatment"
import { updateCollectorItemStep } from "../steps/update-collector-item"
import { validateCollectorRecordStep } from "../steps/validate-collector-record"

export type UpdateProductCollectorItemInput = {
  product_id: string
  /** The fields to change; a field left out keeps its value, null clears it. */
  update: Partial<CollectorRecord>
}

/** Emitted once the record is stored and linked; the catalogue read model re-projects the product on it. */
export const COLLECTOR_ITEM_UPDATED = "numismatics.collector-item.updated"

function merged(stored: StoredCollectorItem | null, update: Partial<CollectorRecord>): CollectorRecord {
  const base: CollectorRecord = { ...EMPTY_COLLECTOR_FIELDS, vat_treatment: DEFAULT_VAT_TREATMENT }
  for (const key of Object.keys(base) as (keyof CollectorRecord)[]) {
    if (stored) Object.assign(base, { [key]: stored[key] })
    if (update[key] !== undefined) Object.assign(base, { [key]: update[key] })
  }
  return base
}

/**
 * A merchandiser's edit of a product's collector data. A product without a
 * record gets one, linked to it; otherwise the record is updated. On failure
 * every step is undone: a new record and its link are removed, an updated one
 * gets its previous values back.
 */
export const updateProductCollectorItemWorkflow = createWorkflow(
  "update-product-collector-item",
  (input: UpdateProductCollectorItemInput) => {
    const stored = loadCollectorItemStep({ product_id: input.product_id })
    const record = transform({ stored, input }, ({ stored, input }) => merged(stored, input.update))
    validateCollectorRecordStep(record)

    const created = when({ stored }, ({ stored }) => !stored).then(() => {
      const item = createCollectorItemStep(record)
      const links = transform({ item, input }, ({ item, input }) => [
        {
          [Modules.PRODUCT]: { product_id: input.product_id },
          [NUMISMATICS_MODULE]: { collector_item_id: item.id },
        },
      ])
      createRemoteLinkStep(links)
      return item
    })
    const updated = when({ stored }, ({ stored }) => !!stored).then(() =>
      updateCollectorItemStep(transform({ stored, record }, ({ stored, record }) => ({ previous: stored!, record })))
    )

    const id = transform({ created, updated }, ({ created, updated }) => (created?.id ?? updated?.id)!)
    emitEventStep({ eventName: COLLECTOR_ITEM_UPDATED, data: { id } })
    return new WorkflowResponse({ id })
  }
)
