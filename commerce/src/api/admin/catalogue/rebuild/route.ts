import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { rebuildCatalogue } from "../../../../modules/catalogue-index/sync"

/**
 * Rebuilds the catalogue read model from every product, for data written
 * without events (a bulk import straight into the database).
 */
export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const started = Date.now()
  const products = await rebuildCatalogue(req.scope)
  res.json({ products, duration_ms: Date.now() - started })
}
