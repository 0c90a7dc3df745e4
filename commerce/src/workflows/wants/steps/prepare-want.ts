import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import {
  hasCriterion,
  MAX_WANTS,
  NO_CRITERION,
  wantColumns,
  type WantAlerts,
  type WantCriteria,
} from "../../../modules/wants/criteria"
import { WANTS_MODULE } from "../../../modules/wants"
import type WantsModuleService from "../../../modules/wants/service"
import type { WantRecord } from "./create-want"

export type PrepareWantInput = { customer_id: string; name: string; alerts: WantAlerts; criteria: WantCriteria }

/** The collector already keeps the most wants allowed; the route answers 409. */
export class WantLimitReached extends MedusaError {
  static readonly CODE = "want_limit_reached"
  constructor() {
    super(
      MedusaError.Types.NOT_ALLOWED,
      `You keep ${MAX_WANTS} wants, the most a collector can; delete one before saving another.`,
      WantLimitReached.CODE
    )
  }
}

/**
 * Inside the lock on the customer's wants: refuses a want without a criterion and a 51st
 * want, checks the category, and turns the criteria into the want's columns. Reads only:
 * nothing to undo.
 */
export const prepareWantStep = createStep("prepare-want", async (input: PrepareWantInput, { container }) => {
  const { criteria } = input
  if (!hasCriterion(criteria)) throw new MedusaError(MedusaError.Types.INVALID_DATA, NO_CRITERION)
  const wants = container.resolve<WantsModuleService>(WANTS_MODULE)
  const [, count] = await wants.listAndCountWants({ customer_id: input.customer_id }, { select: ["id"], take: 1 })
  if (count >= MAX_WANTS) throw new WantLimitReached()
  if (criteria.category_id) {
    const categories = await container.resolve(Modules.PRODUCT).listProductCategories({ id: criteria.category_id })
    if (!categories.length) throw new MedusaError(MedusaError.Types.INVALID_DATA, `There is no category "${criteria.category}".`)
  }
  const tokens = criteria.search ? await wants.searchTokens(criteria.search) : []
  return new StepResponse<WantRecord>({
    customer_id: input.customer_id,
    name: input.name,
    alerts: input.alerts,
    alerts_since: new Date().toISOString(),
    ...wantColumns(criteria, tokens),
  })
})
