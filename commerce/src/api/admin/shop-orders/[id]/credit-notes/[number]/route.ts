import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { creditNotePaper, paperFormat } from "../../../../../../lib/invoices/papers"
import { sendPaper } from "../../../../../../lib/invoices/send-paper"

/** One of the order's credit notes by its number (CN-2026-000007): PDF or a printable page (?format=html). */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  sendPaper(res, await creditNotePaper(req.scope, req.params.id, req.params.number, paperFormat(req.query.format)))
}
