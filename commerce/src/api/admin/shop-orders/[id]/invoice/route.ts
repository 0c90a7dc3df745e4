import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { invoicePaper, paperFormat } from "../../../../../lib/invoices/papers"
import { sendPaper } from "../../../../../lib/invoices/send-paper"

/** The order's invoice, as issued when it was paid: PDF (?format=pdf, the default) or a printable page (?format=html). */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  sendPaper(res, await invoicePaper(req.scope, req.params.id, paperFormat(req.query.format)))
}
