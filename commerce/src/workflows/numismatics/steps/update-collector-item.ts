import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { NUMISMATICS_MODULE } from "../../../modules/numismatics"
import type NumismaticsModuleService from "../../../modules/numismatics/service"
import type { CollectorFields } from "../../../modules/numismatics/validation"
import type { StoredCollectorItem } from "./load-collector-state"

type Input = { previous: StoredCollectorItem; record: CollectorFields }

function fieldsOf(item: StoredCollectorItem): StoredCollectorItem {
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
  }
}

/** Writes the edited record; undone by writing back every value it had before. */
export const updateCollectorItemStep = createStep(
  "update-collector-item",
  async ({ previous, record }: Input, { container }) => {
    const numismatics = container.resolve<NumismaticsModuleService>(NUMISMATICS_MODULE)
    await numismatics.updateCollectorItems({ ...record, id: previous.id })
    return new StepResponse({ id: previous.id }, fieldsOf(previous))
  },
  async (previous, { container }) => {
    if (!previous) return
    await container.resolve<NumismaticsModuleService>(NUMISMATICS_MODULE).updateCollectorItems(previous)
  }
)
