import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { NUMISMATICS_MODULE } from "../../../modules/numismatics"
import type NumismaticsModuleService from "../../../modules/numismatics/service"
import type { CollectorRecord } from "../../../modules/numismatics/stored-item"

/** Creates a product's first collector record; undone by deleting it. */
export const createCollectorItemStep = createStep(
  "create-collector-item",
  async (record: CollectorRecord, { container }) => {
    const numismatics = container.resolve<NumismaticsModuleService>(NUMISMATICS_MODULE)
    const created = await numismatics.createCollectorItems(record)
    return new StepResponse({ id: created.id }, created.id)
  },
  async (createdId, { container }) => {
    if (!createdId) return
    await container.resolve<NumismaticsModuleService>(NUMISMATICS_MODULE).deleteCollectorItems([createdId])
  }
)
