import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { WANTS_MODULE } from "../../../../../modules/wants"
import type WantsModuleService from "../../../../../modules/wants/service"
import { createWantWorkflow } from "../../../../../workflows/wants/workflows/create-want"
import { WantLimitReached } from "../../../../../workflows/wants/steps/prepare-want"
import { parseInput } from "../watch-list/validators"
import { CreateWant } from "./validators"
import { wantView } from "./want-view"

/** The signed-in customer's wants, oldest first. */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const wants = await req.scope
    .resolve<WantsModuleService>(WANTS_MODULE)
    .listWants({ customer_id: req.auth_context.actor_id }, { order: { created_at: "ASC" }, take: null })
  res.json({ wants: wants.map(wantView) })
}

/** Saves a want (one workflow under a lock on the customer's wants). 409 when the collector keeps the most allowed. */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const input = parseInput(CreateWant, req.body)
  const customerId = req.auth_context.actor_id
  try {
    const { result } = await createWantWorkflow(req.scope).run({ input: { ...input, customer_id: customerId } })
    const [want] = await req.scope.resolve<WantsModuleService>(WANTS_MODULE).listWants({ id: result.id })
    res.status(201).json({ want: wantView(want) })
  } catch (error) {
    if ((error as { code?: string }).code !== WantLimitReached.CODE) throw error
    res.status(409).json({ type: "not_allowed", code: WantLimitReached.CODE, message: (error as Error).message })
  }
}
