import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { WATCH_UNSUBSCRIBE } from "../../../../lib/watch-list/price-drops"
import { WATCH_LIST_MODULE } from "../../../../modules/watch-list"
import type WatchListModuleService from "../../../../modules/watch-list/service"
import { unsubscribedId } from "../../unsubscribe"

/**
 * The one-click unsubscribe of a price-drop e-mail, without signing in: the signed
 * token names the watch entry, whose price e-mails stop; the piece stays watched.
 * A forged, altered or expired token is a 400 and changes nothing.
 */
export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const id = unsubscribedId(req, WATCH_UNSUBSCRIBE, "Sign in and remove the piece from your watch list.")
  const watch = req.scope.resolve<WatchListModuleService>(WATCH_LIST_MODULE)
  const [entry] = await watch.listWatchEntries({ id })
  if (!entry) throw new MedusaError(MedusaError.Types.NOT_FOUND, "This piece is no longer on the watch list.")
  if (entry.price_alerts) await watch.updateWatchEntries({ id: entry.id, price_alerts: false })
  res.json({ product_id: entry.product_id, price_alerts: false })
}
