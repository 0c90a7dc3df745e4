import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { WATCH_LIST_MODULE } from "../../../../../../modules/watch-list"
import type WatchListModuleService from "../../../../../../modules/watch-list/service"
import { parseInput, WatchEntryParams } from "../validators"

/** Stops watching a piece; another customer's entry is as unknown as a missing one (404). */
export const DELETE = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const { id } = parseInput(WatchEntryParams, req.params)
  const watch = req.scope.resolve<WatchListModuleService>(WATCH_LIST_MODULE)
  const [entry] = await watch.listWatchEntries({ id, customer_id: req.auth_context.actor_id })
  if (!entry) throw new MedusaError(MedusaError.Types.NOT_FOUND, "This piece is not on your watch list.")
  await watch.deleteWatchEntries(entry.id)
  res.json({ id: entry.id, deleted: true })
}
