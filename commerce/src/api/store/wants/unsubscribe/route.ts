import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { WANT_UNSUBSCRIBE } from "../../../../lib/wants/alerts"
import { WANTS_MODULE } from "../../../../modules/wants"
import type WantsModuleService from "../../../../modules/wants/service"
import { unsubscribedId } from "../../unsubscribe"

/**
 * The one-click unsubscribe of a want's alerts, without signing in: the signed token names
 * the want, whose alerts are turned off; the want stays in the account. A forged, altered
 * or expired token is a 400 and changes nothing.
 */
export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const id = unsubscribedId(req, WANT_UNSUBSCRIBE, "Sign in and turn the want's e-mails off in your account.")
  const wants = req.scope.resolve<WantsModuleService>(WANTS_MODULE)
  const [want] = await wants.listWants({ id })
  if (!want) throw new MedusaError(MedusaError.Types.NOT_FOUND, "This want no longer exists.")
  if (want.alerts !== "off") await wants.updateWants({ id: want.id, alerts: "off" })
  res.json({ want_id: want.id, name: want.name, alerts: "off" })
}
