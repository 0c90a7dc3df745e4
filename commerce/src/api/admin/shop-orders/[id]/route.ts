import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { orderDetail } from "../order-detail"

/**
 * One order's page for staff: its dashboard row, address, shipping, pieces with their
 * collector facts, totals, payments and timeline (see orderDetail). 404: no such order.
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  res.json({ order_detail: await orderDetail(req.scope, req.params.id) })
}
