import { describe, expect, it } from "vitest"
import { PaymentRequest } from "../contract/checkout.js"
import type { StoreProduct } from "./gateway.js"
import { reconcile } from "./reconcile.js"

const product = (id: string, price: number, stock: number): StoreProduct => ({
  id,
  title: `Piece ${id}`,
  variants: [
    {
      id: `variant_${id}`,
      manage_inventory: true,
      allow_backorder: false,
      inventory_quantity: stock,
      calculated_price: { calculated_amount: price },
    },
  ],
})
const request = (items: { productId: string; quantity: number; price: string | number }[], amount: string | number) =>
  PaymentRequest.parse({ items, amount, method: "bank_transfer" })

describe("reconcile", () => {
  const catalogue = [product("prod_A", 149.99, 1), product("prod_B", 9.5, 3)]

  it("accepts today's prices, in cents, whatever form the shopper sent them in", () => {
    const result = reconcile(
      request(
        [
          { productId: "prod_A", quantity: 1, price: 149.99 },
          { productId: "prod_B", quantity: 3, price: "9.5" },
        ],
        "178.49"
      ),
      catalogue
    )
    expect(result).toMatchObject({ kind: "ok", itemsCents: 17849 })
  })

  it("answers the current prices when one is stale", () => {
    const result = reconcile(request([{ productId: "prod_A", quantity: 1, price: "99.00" }], 99), catalogue)
    expect(result).toEqual({
      kind: "stale",
      body: expect.objectContaining({
        code: "stale_prices",
        prices: [{ productId: "prod_A", price: "149.99" }],
        amount: "149.99",
      }),
    })
  })

  it("answers the current total when only the amount is wrong", () => {
    const result = reconcile(request([{ productId: "prod_B", quantity: 1, price: "9.50" }], "1.00"), catalogue)
    expect(result).toMatchObject({ kind: "stale", body: { amount: "9.50" } })
  })

  it("names a sold-out item and one asked above its stock", () => {
    expect(reconcile(request([{ productId: "prod_C", quantity: 1, price: 5 }], 5), [product("prod_C", 5, 0)])).toMatchObject({
      kind: "unavailable",
      body: { message: "'Piece prod_C' is no longer available.", productId: "prod_C", available: 0 },
    })
    expect(reconcile(request([{ productId: "prod_B", quantity: 4, price: 9.5 }], 38), catalogue)).toMatchObject({
      kind: "unavailable",
      body: { message: "Only 3 of 'Piece prod_B' are available.", available: 3 },
    })
  })

  it("names the line of a product Medusa does not sell", () => {
    expect(
      reconcile(
        request(
          [
            { productId: "prod_B", quantity: 1, price: 9.5 },
            { productId: "prod_Z", quantity: 1, price: 1 },
          ],
          10.5
        ),
        catalogue
      )
    ).toEqual({
      kind: "invalid",
      message: "Invalid request: items.1.productId: no such product for sale (prod_Z)",
    })
  })
})
