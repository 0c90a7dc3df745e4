import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { expireBankTransferHolds } from "../../../../lib/bank-transfer/expire-holds"

/**
 * Staff (and the tests) run the hold check now rather than at the next quarter hour.
 * Medusa's admin authentication guards every /admin route.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  res.json(await expireBankTransferHolds(req.scope))
}
