import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { NUMISMATICS_MODULE } from "../../../modules/numismatics"
import type NumismaticsModuleService from "../../../modules/numismatics/service"
import { storedCollectorItem, type CollectorRecord, type StoredCollectorItem } from "../../../modules/numismatics/stored-item"

type Input = { previous: StoredCollectorItem; record: CollectorRecord }

/** Writes the edited record; undone by writing back every value it had before. */
export const updateCollectorItemStep = createStep(
  "update-collector-item",
  async ({ previous, record }: Input, { container }) => {
    const numismatics = container.resolve<NumismaticsModuleService>(NUMISMATICS_MODULE)
    await numismatics.updateCollectorItems({ ...record, id: previous.id })
    return new StepResponse({ id: previous.id }, storedCollectorItem(previous))
  },
  async (previous, { container }) => {
    if (!previous) return
    await container.resolve<NumismaticsModuleService>(NUMISMATICS_MODULE).updateCollectorItems(previous)
  }
)
