import { expect, type APIRequestContext } from "@playwright/test"

const SHOP_URL = process.env.SHOP_URL ?? "http://localhost:8000"
const headers = { origin: SHOP_URL, "content-type": "application/json" }

type Piece = { id: string; finalPrice: string }
type Buyer = { firstName: string; lastName: string; email: string }

/** The checkout's address step as the form sends it: a Luxembourg address and the first option offered. */
async function shipTo(request: APIRequestContext, checkoutId: string): Promise<void> {
  const shipping = await request.post(`/api/checkout/${checkoutId}/shipping`, {
    headers,
    data: { address: { address1: "1 Rue des Monnaies", postalCode: "1111", city: "Luxembourg", countryCode: "lu" } },
  })
  expect(shipping.ok(), await shipping.text()).toBeTruthy()
}

/** One piece bought by bank transfer through the shop's API, as the checkout's steps send it: the order's id. */
export async function placeOrder(request: APIRequestContext, piece: Piece, buyer: Buyer): Promise<string> {
  const start = await request.post("/api/create-payment-intent", {
    headers,
    data: {
      items: [{ productId: piece.id, quantity: 1, price: piece.finalPrice }],
      amount: piece.finalPrice,
      method: "bank_transfer",
    },
  })
  expect(start.ok(), await start.text()).toBeTruthy()
  const { checkoutId } = (await start.json()) as { checkoutId: string }
  await shipTo(request, checkoutId)
  const customer = await request.post(`/api/checkout/${checkoutId}/customer`, { headers, data: buyer })
  expect(customer.status()).toBe(204)
  const complete = await request.post(`/api/checkout/${checkoutId}/complete`, { headers, data: {} })
  expect(complete.ok(), await complete.text()).toBeTruthy()
  return ((await complete.json()) as { orderId: string }).orderId
}

type StockedPiece = Piece & { name: string; stock: number }

/** The pieces among the first hundred listed with two or more in stock, the most stocked first. */
export async function wellStockedPieces(request: APIRequestContext): Promise<StockedPiece[]> {
  const list = await request.get("/api/products?limit=100")
  const pieces = ((await list.json()) as { products: StockedPiece[] }).products.filter((p) => p.stock >= 2)
  return pieces.sort((a, b) => b.stock - a.stock)
}
