import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { setShopCheckoutShippingWorkflow } from "../../../../../workflows/checkout/workflows/set-checkout-shipping"
import { checkoutView } from "../../checkout-view"
import type { StoreSetShopCheckoutShippingType } from "../../validators"

/** The address, the shipping option and a payment session for the new total (one workflow). */
export const POST = async (req: MedusaRequest<StoreSetShopCheckoutShippingType>, res: MedusaResponse) => {
  const { result } = await setShopCheckoutShippingWorkflow(req.scope).run({
    input: { ...req.validatedBody, cart_id: req.params.id },
  })
  res.json(await checkoutView(req.scope, result))
}
