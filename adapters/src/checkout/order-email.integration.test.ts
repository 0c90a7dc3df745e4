import { beforeAll, describe, expect, it } from "vitest"
import { PlacedOrder } from "../contract/checkout.js"
import { ProductList, type Product } from "../contract/product.js"
import { paymentRequest, postJson, SHOP_URL, shipTo } from "../test-support/checkout-client.js"
import { freshAddress, waitForMail } from "../test-support/mailbox.js"

// Against the real stack: an order placed through the shop, the e-mail received by a real SMTP server.
let products: Product[]

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
})
