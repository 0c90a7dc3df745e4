import { beforeAll, describe, expect, it } from "vitest"
import { PlacedOrder } from "../contract/checkout.js"
import { ProductList, type Product } from "../contract/product.js"
import { admin, adminPost, countRows, paymentRequest, postJson, SHOP_URL, shipTo } from "../test-support/checkout-client.js"
import { freshAddress, waitForMail } from "../test-support/mailbox.js"

// Against the real stack: orders placed through the shop, aged in the database, then the hold check Medusa's job runs.
let products: Product[]

beforeAll(async () => {
  // Dear pieces with several in stock, past the ones the confirmation test buys.
  const response = await fetch(`${SHOP_URL}/api/products?limit=100&sort=price_desc`)
  products = ProductList.parse(await response.json())
    .products.filter((p) => p.stock >= 2)
    .slice(3)
})

async function placeOrder(product: Product, email: string) {
  const start = await postJson("/api/create-payment-intent", paymentRequest([{ product }], "bank_transfer"))
  expect(start.status).toBe(200)
  const id = String(start.body.checkoutId)
  await shipTo(id)
  expect((await postJson(`/api/checkout/${id}/customer`, { firstName: "Ida", lastName: "Noddack", email })).status).toBe(204)
  return PlacedOrder.parse((await postJson(`/api/checkout/${id}/complete`, {})).body)
}

const age = (orderId: string, days: number) =>
  countRows(
    `with aged as (update "order" set created_at = now() - ($2 || ' days')::interval where id = $1 returning 1) select count(*) as n from aged`,
    [orderId, String(days)]
  )
const reservationsOf = (productId: string) =>
  countRows(
    "select count(*) as n from reservation_item r join product_variant_inventory_item l on l.inventory_item_id = r.inventory_item_id join product_variant v on v.id = l.variant_id where v.product_id = $1 and r.deleted_at is null",
    [productId]
  )

describe("bank-transfer holds", () => {
  it("reminds before the deadline, then cancels the unpaid order and releases its piece", { timeout: 120_000 }, async () => {
    const product = products[0]!
    const email = freshAddress("hold")
    const order = await placeOrder(product, email)
    await waitForMail(email, /Your order/)
    const heldReservations = await reservationsOf(product.id)
    expect(heldReservations).toBeGreaterThan(0)

    expect(await age(order.orderId, 6)).toBe(1)
    const first = (await adminPost("/admin/bank-transfers/expire")) as { reminded: string[]; canceled: string[] }
    expect(first.reminded).toContain(order.orderId)
    expect(first.canceled).not.toContain(order.orderId)
    const reminder = await waitForMail(email, /Reminder: payment for order/)
    expect(reminder.text).toContain(order.bankTransfer!.reference)
    expect(reminder.text).toContain(order.bankTransfer!.iban)
    // Once reminded, not again.
    const second = (await adminPost("/admin/bank-transfers/expire")) as { reminded: string[] }
    expect(second.reminded).not.toContain(order.orderId)

    expect(await age(order.orderId, 8)).toBe(1)
    const third = (await adminPost("/admin/bank-transfers/expire")) as { canceled: string[] }
    expect(third.canceled).toContain(order.orderId)
    const cancellation = await waitForMail(email, /cancelled: no payment received/)
    expect(cancellation.subject).toBe(`Order ${order.orderNumber} cancelled: no payment received`)
    const { order: stored } = (await admin(`/admin/orders/${order.orderId}?fields=id,status`)) as { order: { status: string } }
    expect(stored.status).toBe("canceled")
    // Medusa released the piece: the order's reservation is gone.
    expect(await reservationsOf(product.id)).toBe(heldReservations - 1)
  })

  it("leaves an order inside its first days alone", { timeout: 120_000 }, async () => {
    const email = freshAddress("young")
    const order = await placeOrder(products[1]!, email)
    const result = (await adminPost("/admin/bank-transfers/expire")) as { reminded: string[]; canceled: string[] }
    expect([...result.reminded, ...result.canceled]).not.toContain(order.orderId)
  })

  it("is for staff only", async () => {
    const response = await fetch(new URL("/admin/bank-transfers/expire", process.env.MEDUSA_URL ?? "http://127.0.0.1:9000"), {
      method: "POST",
    })
    expect(response.status).toBe(401)
  })
})
