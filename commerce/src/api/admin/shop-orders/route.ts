import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { shopSettings } from "../../../lib/email/settings"
import { orderTablePage } from "./order-table"
import { AdminShopOrderTable } from "./validators"

/**
 * The dashboard's order table: `?page=&limit=&status=&q=`, newest first, each order with
 * the shop's status and its payment (for a bank transfer: reference, amounts, hold's end).
 * Answers `{ orders, count, count_capped, page, limit }`: a search counts up to 10,000 orders and
 * sets `count_capped` when it matches more. Computed in the database (decisions 121, 122).
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const query = AdminShopOrderTable.safeParse(req.query)
  if (!query.success) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, query.error.issues.map((i) => i.message).join("; "))
  }
  const db = req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  res.json(await orderTablePage(db, query.data, shopSettings().holdDays))
}
