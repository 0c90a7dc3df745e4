import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { beginVisit, visitsOfCustomer } from "../../../../../lib/visits"

/** When the signed-in customer's current visit and the one before began. */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  res.json({ visits: await visitsOfCustomer(req.scope, req.auth_context.actor_id) })
}

/** A visit begins (the shop server calls this when a collector signs in). */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  res.json({ visits: await beginVisit(req.scope, req.auth_context.actor_id) })
}
