import { beforeAll, describe, expect, it } from "vitest"
import { PlacedOrder } from "../contract/checkout.js"
import { Order } from "../contract/order.js"
import { ProductList, type Product } from "../contract/product.js"
import { paymentRequest, postJson, SHOP_URL, shipTo } from "../test-support/checkout-client.js"
import { freshAddress, waitForMail } from "../test-support/mailbox.js"
import { type ShopCall, shop as shopCall, STAFF } from "../test-support/shop-session.js"

// Against the real, seeded stack: orders placed through the shop's checkout, then taken back at the order desk.
/** The order desk's calls are POSTs unless the test says otherwise. */
const shop = (path: string, call: ShopCall = {}) => shopCall(path, { method: "POST", ...call })

let staff: string
let pieces: Product[]

/** What the shop's listing says of a product (read by the catalogue's read model). */
async function listed(productId: string): Promise<Product | undefined> {
  const response = await fetch(`${SHOP_URL}/api/products?limit=100&sort=price_asc`)
  return ProductList.parse(await response.json()).products.find((p) => p.id === productId)
}

async function bankTransferOrder(product: Product, email = freshAddress("ida")): Promise<string> {
  const start = await postJson("/api/create-payment-intent", paymentRequest([{ product }], "bank_transfer"))
  expect(start.status, JSON.stringify(start.body)).toBe(200)
  const id = String(start.body.checkoutId)
  await shipTo(id)
  const customer = { firstName: "Ida", lastName: "Noddack", email }
  expect((await postJson(`/api/checkout/${id}/customer`, customer)).status).toBe(204)
  return PlacedOrder.parse((await postJson(`/api/checkout/${id}/complete`, {})).body).orderId
}

beforeAll(async () => {
  expect(STAFF.email, "STAFF_EMAIL and STAFF_PASSWORD must be set").not.toBe("")
  const login = await shop("/api/auth/sign-in", { body: STAFF })
  expect(login.status).toBe(200)
  staff = login.cookie!
  // Unique pieces at the cheap end, after those the checkout suites buy.
  const response = await fetch(`${SHOP_URL}/api/products?limit=100&sort=price_asc`)
  pieces = ProductList.parse(await response.json())
    .products.filter((p) => p.stock === 1)
    .slice(-4)
  expect(pieces.length).toBe(4)
})

describe("taking an order back", () => {
  it("cancels a bank-transfer order, its unique piece is on sale again within two seconds, the buyer is told", async () => {
    const piece = pieces[0]!
    const buyer = freshAddress("canceled")
    const orderId = await bankTransferOrder(piece, buyer)
    // The order's reservation reaches the catalogue's read model through Medusa's event a moment later.
    await expect.poll(async () => (await listed(piece.id))?.stock ?? 0, { timeout: 10_000 }).toBe(0)

    const canceled = await shop(`/api/orders/${orderId}/cancel`, { cookie: staff })
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200)
    expect(Order.parse(canceled.body).status).toBe("canceled")
    const deadline = Date.now() + 2_000
    let stock = (await listed(piece.id))?.stock ?? 0
    while (stock !== 1 && Date.now() < deadline) stock = (await listed(piece.id))?.stock ?? 0
    expect(stock, "the piece is listed in stock again").toBe(1)
    const mail = await waitForMail(buyer, /cancelled/)
    expect(mail.subject).toBe(`Order #ORD-${orderId.slice(-6).toUpperCase()} cancelled`)
    expect(mail.text).toContain(piece.name)

    const again = await shop(`/api/orders/${orderId}/cancel`, { cookie: staff })
    expect(again.status).toBe(409)
    expect(again.body.message).toMatch(/is canceled already/)
    const refund = await shop(`/api/orders/${orderId}/refunds`, { cookie: staff, body: { amount: "1.00" } })
    expect(refund.status).toBe(409)
    expect(refund.body.message).toMatch(/is canceled/)
  })

  it("of ten cancels at once, one cancels and nine answer 409 naming the status", async () => {
    const orderId = await bankTransferOrder(pieces[1]!)
    const answers = await Promise.all(Array.from({ length: 10 }, () => shop(`/api/orders/${orderId}/cancel`, { cookie: staff })))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    const conflicts = answers.filter((a) => a.status === 409)
    expect(conflicts, JSON.stringify(answers.map((a) => a.status))).toHaveLength(9)
    for (const c of conflicts) expect(c.body.message).toMatch(/canceled/)
  })

  it("refunds a paid bank-transfer order within what was paid, with the refund transfer's date and reference", async () => {
    const buyer = freshAddress("refunded")
    const orderId = await bankTransferOrder(pieces[2]!, buyer)
    const { body: order } = await shop(`/api/orders/${orderId}/bank-payments`, { method: "GET", cookie: staff })
    const paid = await shop(`/api/orders/${orderId}/bank-payments`, {
      cookie: staff,
      body: { amount: order.due, receivedAt: "2026-11-20", bankReference: `IN-${orderId.slice(-8)}` },
    })
    expect(paid.status, JSON.stringify(paid.body)).toBe(200)

    const noTransfer = await shop(`/api/orders/${orderId}/refunds`, { cookie: staff, body: { amount: "2.00" } })
    expect(noTransfer.status).toBe(400)
    expect(noTransfer.body.message).toMatch(/bank transfer: give the date and the bank reference/)
    const transfer = { refundedOn: "2026-11-21", bankReference: "RF-77" }
    const above = await shop(`/api/orders/${orderId}/refunds`, { cookie: staff, body: { amount: "99999.00", ...transfer } })
    expect(above.status).toBe(409)
    expect(above.body.message).toMatch(/at most .* EUR can still be refunded/)

    const refunded = await shop(`/api/orders/${orderId}/refunds`, {
      cookie: staff,
      body: { amount: "2.00", requestId: `desk-${orderId}`, ...transfer },
    })
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200)
    expect(Order.parse(refunded.body).status).toBe("paid")
    const mail = await waitForMail(buyer, /^Refund of/)
    expect(mail.text).toMatch(/sent €2\.00 back to you by bank transfer/)
    const twice = await shop(`/api/orders/${orderId}/refunds`, {
      cookie: staff,
      body: { amount: "2.00", requestId: `desk-${orderId}`, ...transfer },
    })
    expect(twice.status).toBe(409)
    expect(twice.body.message).toMatch(/was made already/)
  })

  it("of ten identical refunds at once, one refunds and nine answer 409; the order shows one refund", async () => {
    // The first test's cancel put this unique piece on sale again.
    const orderId = await bankTransferOrder(pieces[0]!)
    const { body: order } = await shop(`/api/orders/${orderId}/bank-payments`, { method: "GET", cookie: staff })
    const paid = await shop(`/api/orders/${orderId}/bank-payments`, {
      cookie: staff,
      body: { amount: order.due, receivedAt: "2026-11-20", bankReference: `IN-${orderId.slice(-8)}` },
    })
    expect(paid.status, JSON.stringify(paid.body)).toBe(200)
    const body = { amount: "1.00", requestId: `burst-${orderId}`, refundedOn: "2026-11-21", bankReference: "RF-88" }
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => shop(`/api/orders/${orderId}/refunds`, { cookie: staff, body }))
    )
    const statuses = JSON.stringify(answers.map((a) => [a.status, a.body.message]))
    expect(
      answers.filter((a) => a.status === 200),
      statuses
    ).toHaveLength(1)
    expect(
      answers.filter((a) => a.status === 409),
      statuses
    ).toHaveLength(9)
    const detail = await shop(`/api/orders/${orderId}`, { method: "GET", cookie: staff })
    expect(detail.status).toBe(200)
    expect(detail.body.refunds).toHaveLength(1)
  })

  it("answers 400 for a malformed id or body, 404 for no order, 401 without a session, 403 cross-site", async () => {
    const orderId = await bankTransferOrder(pieces[3]!)
    const badId = await shop("/api/orders/not%20an%20id!/cancel", { cookie: staff })
    expect(badId.status).toBe(400)
    expect(badId.body.message).toMatch(/id is not an order id/)
    const badDay = await shop(`/api/orders/${orderId}/cancel`, {
      cookie: staff,
      body: { refundedOn: "tomorrow", bankReference: "X" },
    })
    expect(badDay.status).toBe(400)
    expect(badDay.body.message).toMatch(/refundedOn/)
    const lonely = await shop(`/api/orders/${orderId}/cancel`, { cookie: staff, body: { refundedOn: "2026-11-20" } })
    expect(lonely.status).toBe(400)
    expect(lonely.body.message).toMatch(/go together/)
    const badAmount = await shop(`/api/orders/${orderId}/refunds`, { cookie: staff, body: { amount: "twelve" } })
    expect(badAmount.status).toBe(400)
    expect(badAmount.body.message).toMatch(/amount/)
    const unknownField = await shop(`/api/orders/${orderId}/refunds`, { cookie: staff, body: { everything: true } })
    expect(unknownField.status).toBe(400)
    const returnedAlone = await shop(`/api/orders/${orderId}/refunds`, { cookie: staff, body: { returned: true } })
    expect(returnedAlone.status).toBe(400)

    const none = await shop("/api/orders/order_01JNOSUCHORDER0000000000000/cancel", { cookie: staff })
    expect(none.status).toBe(404)
    expect(none.body.message).toMatch(/There is no order/)
    const unpaid = await shop(`/api/orders/${orderId}/refunds`, { cookie: staff, body: { amount: "1.00" } })
    expect(unpaid.status).toBe(409)
    expect(unpaid.body.message).toMatch(/nothing has been paid/)

    expect((await shop(`/api/orders/${orderId}/cancel`)).status).toBe(401)
    const crossSite = await shop(`/api/orders/${orderId}/cancel`, { cookie: staff, headers: { origin: "https://evil.example" } })
    expect(crossSite.status).toBe(403)
    // Nothing above changed the order.
    const { body: payment } = await shop(`/api/orders/${orderId}/bank-payments`, { method: "GET", cookie: staff })
    expect(payment.paid).toBe(false)
    expect((await shop(`/api/orders/${orderId}/cancel`, { cookie: staff })).status).toBe(200)
  })
})
