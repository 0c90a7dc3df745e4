import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { loadOrderPapers } from "../../../../../lib/invoices/order-papers"

/** The order's invoice and credit notes (numbers, dates, amounts): what its page lists. */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  res.json({ papers: await loadOrderPapers(req.scope, req.params.id) })
}
