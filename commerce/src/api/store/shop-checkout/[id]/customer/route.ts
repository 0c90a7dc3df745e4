import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { setShopCheckoutBuyerWorkflow } from "../../../../../workflows/checkout/workflows/set-checkout-buyer"
import type { StoreSetShopCheckoutBuyerType } from "../../validators"

/** The shopper's name and e-mail onto the checkout (one workflow). */
export const POST = async (req: MedusaRequest<StoreSetShopCheckoutBuyerType>, res: MedusaResponse) => {
  await setShopCheckoutBuyerWorkflow(req.scope).run({ input: { ...req.validatedBody, cart_id: req.params.id } })
  res.json({ cart: { id: req.params.id } })
}
