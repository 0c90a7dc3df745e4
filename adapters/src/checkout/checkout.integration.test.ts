import { beforeAll, describe, expect, it } from "vitest"
import { PaymentSession, PlacedOrder, StalePrices, Unavailable } from "../contract/checkout.js"
import { ErrorBody } from "../contract/error.js"
import type { Product } from "../contract/product.js"
import {
  admin,
  buy,
  countRows,
  listProducts,
  paymentRequest,
  postJson,
  ProductPool,
  shipTo,
} from "../test-support/checkout-client.js"

// Runs against the real, seeded stack: the shop server in front of Medusa and its database.
let pool: ProductPool
const unique = (p: Product) => p.stock === 1
const several = (p: Product) => p.stock >= 2

const carts = () => countRows("select count(*) as n from cart")
const ordersWith = (productId: string) =>
  countRows(
    'select count(distinct o.id) as n from "order" o join order_item oi on oi.order_id = o.id join order_line_item li on li.id = oi.item_id where li.product_id = $1 and o.deleted_at is null',
    [productId]
  )

beforeAll(async () => {
  pool = new ProductPool(await listProducts())
})

describe("POST /api/create-payment-intent refuses what it cannot trust", () => {
  it.each([
    ["a body that is not JSON", "{nope", /JSON/],
    ["no items", { amount: 1, method: "bank_transfer" }, /items/],
    ["an empty basket", { items: [], amount: 0 }, /items/],
    ["items that are not a list", { items: "x", amount: 1 }, /items/],
    ["a malformed product id", { items: [{ productId: "<script>", quantity: 1, price: 1 }], amount: 1 }, /items\.0\.productId/],
    ["quantity 0", { items: [{ productId: "prod_X", quantity: 0, price: 1 }], amount: 0 }, /items\.0\.quantity/],
    ["a negative quantity", { items: [{ productId: "prod_X", quantity: -2, price: 1 }], amount: 1 }, /items\.0\.quantity/],
    ["a fractional quantity", { items: [{ productId: "prod_X", quantity: 1.5, price: 1 }], amount: 1 }, /items\.0\.quantity/],
    ["a huge quantity", { items: [{ productId: "prod_X", quantity: 1e12, price: 1 }], amount: 1 }, /items\.0\.quantity/],
    ["a quantity given as text", { items: [{ productId: "prod_X", quantity: "1", price: 1 }], amount: 1 }, /items\.0\.quantity/],
    [
      "a price that is not an amount",
      { items: [{ productId: "prod_X", quantity: 1, price: "cheap" }], amount: 1 },
      /items\.0\.price/,
    ],
    ["a negative price", { items: [{ productId: "prod_X", quantity: 1, price: -5 }], amount: 1 }, /items\.0\.price/],
    ["no amount", { items: [{ productId: "prod_X", quantity: 1, price: 1 }] }, /amount/],
    ["an unknown method", { items: [{ productId: "prod_X", quantity: 1, price: 1 }], amount: 1, method: "cash" }, /method/],
    [
      "a bad e-mail",
      {
        items: [{ productId: "prod_X", quantity: 1, price: 1 }],
        amount: 1,
        customerInfo: { firstName: "A", lastName: "B", email: "nope" },
      },
      /customerInfo\.email/,
    ],
    ["an unknown field", { items: [{ productId: "prod_X", quantity: 1, price: 1 }], amount: 1, discount: 100 }, /discount/],
  ])("400 for %s, naming the field", async (_name, body, field) => {
    const answer = await postJson("/api/create-payment-intent", body, typeof body === "string")
    expect(answer.status).toBe(400)
    expect(ErrorBody.parse(answer.body).message).toMatch(field)
  })

  it("400 naming the item for a product that does not exist", async () => {
    const answer = await postJson("/api/create-payment-intent", {
      items: [{ productId: "prod_01ZZZZZZZZZZZZZZZZZZZZZZZZ", quantity: 1, price: "10.00" }],
      amount: "10.00",
      method: "bank_transfer",
    })
    expect(answer.status).toBe(400)
    expect(ErrorBody.parse(answer.body).message).toMatch(/items\.0\.productId/)
  })

  it("409 with the current prices for a tampered price or amount, and nothing is created", async () => {
    const product = pool.take(several)
    const before = await carts()
    const honest = paymentRequest([{ product }])
    const cheaper = { ...honest, items: [{ ...honest.items[0]!, price: "1.00" }], amount: "1.00" }
    const tamperedPrice = await postJson("/api/create-payment-intent", cheaper)
    expect(tamperedPrice.status).toBe(409)
    const stale = StalePrices.parse(tamperedPrice.body)
    expect(stale.prices).toEqual([{ productId: product.id, price: product.finalPrice }])
    expect(stale.amount).toBe(product.finalPrice)

    const tamperedAmount = await postJson("/api/create-payment-intent", { ...honest, amount: "0.01" })
    expect(tamperedAmount.status).toBe(409)
    expect(StalePrices.parse(tamperedAmount.body).amount).toBe(product.finalPrice)
    expect(await carts()).toBe(before)
  })

  it("409 naming the item when more are asked than are in stock", async () => {
    const product = pool.take(unique)
    const answer = await postJson("/api/create-payment-intent", paymentRequest([{ product, quantity: 2 }]))
    expect(answer.status).toBe(409)
    expect(Unavailable.parse(answer.body)).toMatchObject({ productId: product.id, available: 1 })
    expect(String(answer.body.message)).toContain(product.name)
  })
})

describe("bank transfer", () => {
  it("places a pending order with the shopper's name and e-mail, the server's total and the transfer instructions", async () => {
    const a = pool.take(unique)
    const b = pool.take(several)
    const { start, complete } = await buy(paymentRequest([{ product: a }, { product: b, quantity: 2 }]), 1)
    expect(start.status).toBe(200)
    const session = PaymentSession.parse(start.body)
    const items = Number(a.finalPrice) + 2 * Number(b.finalPrice)
    expect(session).toMatchObject({ method: "bank_transfer", clientSecret: null, shipping: { amount: "9.50" } })
    expect(session.amount).toBe((items + 9.5).toFixed(2))
    expect(complete?.status).toBe(200)
    const order = PlacedOrder.parse(complete?.body)
    expect(order.orderNumber).toBe(`#ORD-${order.orderId.slice(-6).toUpperCase()}`)
    expect(order).toMatchObject({
      customerName: "Collector Tester-b",
      customerEmail: "collector1@example.com",
      method: "bank_transfer",
      totalAmount: session.amount,
      bankTransfer: { reference: order.orderNumber.slice(1), amount: session.amount },
    })
    expect(order.items.map((i) => [i.name, i.quantity]).sort()).toEqual(
      [
        [a.name, 1],
        [b.name, 2],
      ].sort()
    )

    const { order: inMedusa } = (await admin(
      `/admin/orders/${order.orderId}?fields=id,email,total,payment_status,*shipping_address`
    )) as {
      order: { email: string; total: number; payment_status: string; shipping_address: { first_name: string; last_name: string } }
    }
    expect(inMedusa).toMatchObject({ email: "collector1@example.com", total: items + 9.5, payment_status: "authorized" })
    expect(inMedusa.shipping_address).toMatchObject({ first_name: "Collector", last_name: "Tester-b" })
  })

  it("refuses a sold-out item before any cart is made", async () => {
    const product = pool.take(unique)
    expect((await buy(paymentRequest([{ product }]))).complete?.status).toBe(200)
    const before = await carts()
    const again = await postJson("/api/create-payment-intent", paymentRequest([{ product }]))
    expect(again.status).toBe(409)
    expect(Unavailable.parse(again.body)).toMatchObject({ productId: product.id, available: 0 })
    expect(again.body.message).toBe(`'${product.name}' is no longer available.`)
    expect(await carts()).toBe(before)
  })
})

describe("one coin, one order", () => {
  it("ten shoppers paying for the same unique coin at once: exactly one order, the others told it is gone", async () => {
    const coin = pool.take(unique)
    const request = paymentRequest([{ product: coin }])
    // Every shopper opens the checkout while the coin is still for sale…
    const sessions = await Promise.all(Array.from({ length: 10 }, () => postJson("/api/create-payment-intent", request)))
    expect(sessions.map((s) => s.status)).toEqual(Array(10).fill(200))
    await Promise.all(sessions.map((s) => shipTo(String(s.body.checkoutId))))
    // …and all pay at the same moment.
    const results = await Promise.all(sessions.map((s) => postJson(`/api/checkout/${String(s.body.checkoutId)}/complete`, {})))
    const placed = results.filter((r) => r.status === 200)
    const refused = results.filter((r) => r.status === 409)
    expect(placed).toHaveLength(1)
    expect(refused).toHaveLength(9)
    for (const r of refused)
      expect(r.body).toMatchObject({ code: "unavailable", message: `'${coin.name}' is no longer available.` })
    expect(await ordersWith(coin.id)).toBe(1)
    // Only the winner holds the coin.
    const reservations = await countRows(
      "select count(*) as n from reservation_item r join product_variant_inventory_item l on l.inventory_item_id = r.inventory_item_id join product_variant v on v.id = l.variant_id where v.product_id = $1 and r.deleted_at is null",
      [coin.id]
    )
    expect(reservations).toBe(1)
  })

  it("completing the same checkout twice, or twice at once, answers the same order", async () => {
    const product = pool.take(several)
    const earlierOrders = await ordersWith(product.id)
    const start = await postJson("/api/create-payment-intent", paymentRequest([{ product }]))
    const id = String(start.body.checkoutId)
    await shipTo(id)
    const [first, second] = await Promise.all([
      postJson(`/api/checkout/${id}/complete`, {}),
      postJson(`/api/checkout/${id}/complete`, {}),
    ])
    const reload = await postJson(`/api/checkout/${id}/complete`, {})
    expect([first.status, second.status, reload.status]).toEqual([200, 200, 200])
    const ids = [first, second, reload].map((r) => PlacedOrder.parse(r.body).orderId)
    expect(new Set(ids).size).toBe(1)
    expect(await ordersWith(product.id)).toBe(earlierOrders + 1)
  })

  it("404 for an unknown checkout, 400 for a malformed id", async () => {
    expect((await postJson("/api/checkout/cart_01ZZZZZZZZZZZZZZZZZZZZZZZZ/complete", {})).status).toBe(404)
    expect((await postJson("/api/checkout/nonsense/complete", {})).status).toBe(400)
  })
})
