import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { updateProductCollectorItemWorkflow } from "../../../../../workflows/numismatics/workflows/update-product-collector-item"
import { collectorView } from "./collector-view"
import type { AdminUpdateCollectorItemType } from "./validators"

/** The product's collector data and which image is its obverse and which its reverse. */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  res.json(await collectorView(req.scope, req.params.id))
}

/** Edits the collector data, creating the product's record on its first edit. */
export const POST = async (req: AuthenticatedMedusaRequest<AdminUpdateCollectorItemType>, res: MedusaResponse) => {
  await updateProductCollectorItemWorkflow(req.scope).run({
    input: { product_id: req.params.id, update: req.validatedBody },
  })
  res.json(await collectorView(req.scope, req.params.id))
}
