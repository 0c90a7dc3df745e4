import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { swapProductFacesWorkflow } from "../../../../../../workflows/numismatics/workflows/swap-product-faces"
import { collectorView } from "../collector-view"

/** Swaps the obverse and the reverse image of the product. */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  await swapProductFacesWorkflow(req.scope).run({ input: { product_id: req.params.id } })
  res.json(await collectorView(req.scope, req.params.id))
}
