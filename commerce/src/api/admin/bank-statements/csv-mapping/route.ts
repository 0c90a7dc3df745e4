import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { CsvMapping } from "../../../../modules/bank-transfers/statement/csv"
import { readCsvMapping, saveCsvMapping } from "./mapping-store"

/** How the shop reads its bank's CSV export. */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  res.json({ mapping: await readCsvMapping(req.scope) })
}

export const POST = async (req: AuthenticatedMedusaRequest<CsvMapping>, res: MedusaResponse) => {
  await saveCsvMapping(req.scope, req.validatedBody)
  res.json({ mapping: await readCsvMapping(req.scope) })
}
