import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { WANTS_MODULE } from "../../../modules/wants"
import type { wantColumns, WantAlerts } from "../../../modules/wants/criteria"
import type WantsModuleService from "../../../modules/wants/service"

export type WantRecord = ReturnType<typeof wantColumns> & {
  customer_id: string
  name: string
  alerts: WantAlerts
  alerts_since: string
}

/** Keeps the want; undone by deleting it. */
export const createWantStep = createStep(
  "create-want",
  async (record: WantRecord, { container }) => {
    const wants = container.resolve<WantsModuleService>(WANTS_MODULE)
    const { id } = await wants.createWants({ ...record, alerts_since: new Date(record.alerts_since) })
    return new StepResponse({ id }, id)
  },
  async (id, { container }) => {
    if (!id) return
    await container.resolve<WantsModuleService>(WANTS_MODULE).deleteWants(id)
  }
)
