import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { packingSlip, paperFormat } from "../../../../../lib/invoices/papers"
import { sendPaper } from "../../../../../lib/invoices/send-paper"

/** The order's packing slip (pieces, collector facts, address, no prices): PDF or a printable page (?format=html). */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  sendPaper(res, await packingSlip(req.scope, req.params.id, paperFormat(req.query.format)))
}
