import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { orderSummary } from "../order-table"

/** The dashboard's order figures, counted and summed by the database: `{ summary }`. */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const db = req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  res.json({ summary: await orderSummary(db) })
}
