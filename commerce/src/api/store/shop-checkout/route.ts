import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { startShopCheckoutWorkflow } from "../../../workflows/checkout/workflows/start-checkout"
import { checkoutView } from "./checkout-view"
import type { StoreStartShopCheckoutType } from "./validators"

/** Opens a checkout: the cart with its customer, insured shipping and a payment session (one workflow). */
export const POST = async (req: AuthenticatedMedusaRequest<StoreStartShopCheckoutType>, res: MedusaResponse) => {
  const { result } = await startShopCheckoutWorkflow(req.scope).run({
    input: {
      ...req.validatedBody,
      sales_channel_id: req.publishable_key_context?.sales_channel_ids[0],
      customer_id: req.auth_context?.actor_id || undefined,
    },
  })
  res.json(await checkoutView(req.scope, result))
}
