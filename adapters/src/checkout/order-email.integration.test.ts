import { beforeAll, describe, expect, it } from "vitest"
import { PlacedOrder } from "../contract/checkout.js"
import { ProductList, type Product } from "../contract/product.js"
import { paymentRequest, postJson, SHOP_URL, shipTo } from "../test-support/checkout-client.js"
import { freshAddress, mailsTo, waitForMail } from "../test-support/mailbox.js"

// Against the real stack: an order placed through the shop, the e-mail received by a real SMTP server.
let products: Product[]
const STAFF = { email: process.env.STAFF_EMAIL ?? "", password: process.env.STAFF_PASSWORD ?? "" }
const euros = (amount: string) => Number(amount).toLocaleString("en-IE", { minimumFractionDigits: 2 })

/** A staff member's session cookie, as the dashboard holds it. */
async function staffCookie(): Promise<string> {
  const response = await fetch(`${SHOP_URL}/api/auth/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: SHOP_URL },
    body: JSON.stringify(STAFF),
  })
  expect(response.status, "STAFF_EMAIL and STAFF_PASSWORD must name a staff member").toBe(200)
  return (response.headers.get("set-cookie") ?? "").split(";")[0]!
}

/** A dashboard action: same origin, JSON, the staff member's cookie. */
async function asStaff(cookie: string, method: string, path: string, body: unknown) {
  const response = await fetch(`${SHOP_URL}${path}`, {
    method,
    headers: { "content-type": "application/json", origin: SHOP_URL, cookie },
    body: JSON.stringify(body),
  })
  expect(response.status, await response.clone().text()).toBe(200)
  return (await response.json()) as Record<string, unknown>
}

beforeAll(async () => {
  // The dearest pieces with more than one in stock, which the other checkout suites leave alone.
  const response = await fetch(`${SHOP_URL}/api/products?limit=100&sort=price_desc`)
  products = ProductList.parse(await response.json()).products.filter((p) => p.stock >= 2)
})

async function placeOrder(product: Product, email: string) {
  const start = await postJson("/api/create-payment-intent", paymentRequest([{ product }], "bank_transfer"))
  expect(start.status).toBe(200)
  const id = String(start.body.checkoutId)
  await shipTo(id, "de")
  expect((await postJson(`/api/checkout/${id}/customer`, { firstName: "Grace", lastName: "Hopper", email })).status).toBe(204)
  const complete = await postJson(`/api/checkout/${id}/complete`, {})
  expect(complete.status).toBe(200)
  return PlacedOrder.parse(complete.body)
}

describe("order e-mails", () => {
  it(
    "confirms a bank-transfer order with its items, total, the account, the reference and the deadline",
    { timeout: 90_000 },
    async () => {
      const product = products[0]!
      const email = freshAddress("order")
      const order = await placeOrder(product, email)
      const mail = await waitForMail(email, /Your order/)
      expect(mail.to).toEqual([email])
      expect(mail.subject).toBe(`Your order ${order.orderNumber} at Numismatic Shop`)
      expect(mail.from).toMatch(/Numismatic Shop/)
      const bank = order.bankTransfer!
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain(product.name)
        expect(part).toContain(bank.iban)
        expect(part).toContain(bank.bic)
        expect(part).toContain(bank.reference)
        expect(part).toContain(Number(order.totalAmount).toLocaleString("en-IE", { minimumFractionDigits: 2 }))
      }
      expect(mail.text).toContain(`Reference: ${order.orderNumber.replace("#", "")}`)
      const deadline = new Date(Date.now() + 7 * 86_400_000).toLocaleDateString("en-GB", {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      })
      expect(mail.text).toContain(`Pay by: ${deadline}`)
      expect(mail.text).toMatch(/Dear Grace Hopper,/)
    }
  )

  it(
    "tells the customer that the transfer arrived, then that the parcel left, with its tracking number and carrier",
    { timeout: 120_000 },
    async () => {
      const email = freshAddress("paid")
      const order = await placeOrder(products[1]!, email)
      const cookie = await staffCookie()
      const reference = `BANK-${Date.now()}`
      const today = new Date().toISOString().slice(0, 10)
      const paid = await asStaff(cookie, "POST", `/api/orders/${order.orderId}/bank-payments`, {
        amount: order.totalAmount,
        receivedAt: today,
        bankReference: reference,
      })
      expect(paid.paid).toBe(true)

      const received = await waitForMail(email, /Payment received/)
      expect(received.to).toEqual([email])
      expect(received.subject).toBe(`Payment received for order ${order.orderNumber}`)
      expect(received.text).toContain(`We have received your payment of €${euros(order.totalAmount)}.`)
      for (const part of [received.text, received.html]) {
        expect(part).toContain(euros(order.totalAmount))
        expect(part).toContain(products[1]!.name)
      }
      expect(received.text).toMatch(/Dear Grace Hopper,/)

      const shipped = await asStaff(cookie, "PUT", `/api/orders/${order.orderId}/status`, {
        status: "shipped",
        trackingNumber: "RR123456789LU",
        carrier: "POST Luxembourg",
      })
      expect(shipped.status).toBe("shipped")
      const parcel = await waitForMail(email, /has shipped/)
      expect(parcel.to).toEqual([email])
      expect(parcel.subject).toBe(`Your order ${order.orderNumber} has shipped`)
      expect(parcel.text).toContain("Tracking (POST Luxembourg): RR123456789LU")
      for (const part of [parcel.text, parcel.html]) {
        expect(part).toContain("RR123456789LU")
        expect(part).toContain("Tracking (POST Luxembourg)")
        expect(part).toContain(products[1]!.name)
      }
      // One e-mail each, whatever the events that led there.
      const all = await mailsTo(email)
      expect(all.filter((m) => /Payment received/.test(m.subject))).toHaveLength(1)
      expect(all.filter((m) => /has shipped/.test(m.subject))).toHaveLength(1)
    }
  )
})
