import { expect, type APIRequestContext } from "@playwright/test"

const SHOP_URL = process.env.SHOP_URL ?? "http://localhost:8000"

/** The checkout's address step as the form sends it: a Luxembourg address and the first option offered. */
export async function shipTo(request: APIRequestContext, checkoutId: string): Promise<void> {
  const shipping = await request.post(`/api/checkout/${checkoutId}/shipping`, {
    headers: { origin: SHOP_URL, "content-type": "application/json" },
    data: { address: { address1: "1 Rue des Monnaies", postalCode: "1111", city: "Luxembourg", countryCode: "lu" } },
  })
  expect(shipping.ok(), await shipping.text()).toBeTruthy()
}
