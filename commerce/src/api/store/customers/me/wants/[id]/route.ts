import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { WANTS_MODULE } from "../../../../../../modules/wants"
import type WantsModuleService from "../../../../../../modules/wants/service"
import { parseInput } from "../../watch-list/validators"
import { UpdateWant, WantParams } from "../validators"
import { wantView } from "../want-view"

/** The caller's own want; another customer's is as unknown as a missing one (404). */
async function ownWant(req: AuthenticatedMedusaRequest) {
  const { id } = parseInput(WantParams, req.params)
  const wants = req.scope.resolve<WantsModuleService>(WANTS_MODULE)
  const [want] = await wants.listWants({ id, customer_id: req.auth_context.actor_id })
  if (!want) throw new MedusaError(MedusaError.Types.NOT_FOUND, "This want is not in your account.")
  return { want, wants }
}

/** Renames a want or changes its alerts; alerts turned back on count pieces from now. */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const { want, wants } = await ownWant(req)
  const { name, alerts } = parseInput(UpdateWant, req.body)
  const resumed = alerts !== undefined && alerts !== "off" && want.alerts === "off"
  await wants.updateWants({
    id: want.id,
    ...(name === undefined ? {} : { name }),
    ...(alerts === undefined ? {} : { alerts }),
    ...(resumed ? { alerts_since: new Date() } : {}),
  })
  const [updated] = await wants.listWants({ id: want.id })
  res.json({ want: wantView(updated) })
}

export const DELETE = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const { want, wants } = await ownWant(req)
  await wants.deleteWants(want.id)
  res.json({ id: want.id, deleted: true })
}
