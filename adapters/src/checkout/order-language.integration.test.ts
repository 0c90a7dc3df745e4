import { beforeAll, describe, expect, it } from "vitest"
import { PlacedOrder } from "../contract/checkout.js"
import { ProductList, type Product } from "../contract/product.js"
import { paymentRequest, postJson, SHOP_URL, shipTo } from "../test-support/checkout-client.js"
import { freshAddress, mailsTo, waitForMail } from "../test-support/mailbox.js"

// Against the real stack: the language sent with the checkout's first call, kept by Medusa on the
// cart and its order, and the confirmation as a real SMTP server receives it.
let products: Product[]
const germanEuros = (amount: string) =>
  new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" }).format(Number(amount))
const germanDay = (date: Date) =>
  new Intl.DateTimeFormat("de-DE", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(date)

beforeAll(async () => {
  // Dear pieces kept more than once, past those the other checkout suites take from the top; named
  // in German, as the German e-mails name them (English where a piece has no German name).
  const response = await fetch(`${SHOP_URL}/api/products?limit=100&sort=price_desc&lang=de`)
  products = ProductList.parse(await response.json()).products.filter((p) => p.stock >= 2)
})

describe("an order's language", () => {
  it("confirms a German shopper's order in German: words, amounts, dates and the country", { timeout: 90_000 }, async () => {
    const product = products[4]!
    const email = freshAddress("bestellung")
    const start = await postJson("/api/create-payment-intent", {
      ...paymentRequest([{ product }], "bank_transfer"),
      language: "de",
    })
    expect(start.status, JSON.stringify(start.body)).toBe(200)
    const id = String(start.body.checkoutId)
    await shipTo(id, "de")
    const buyer = { firstName: "Grete", lastName: "Müller", email }
    expect((await postJson(`/api/checkout/${id}/customer`, buyer)).status).toBe(204)
    const complete = await postJson(`/api/checkout/${id}/complete`, {})
    expect(complete.status, JSON.stringify(complete.body)).toBe(200)
    const order = PlacedOrder.parse(complete.body)

    const mail = await waitForMail(email, /Ihre Bestellung/)
    expect(mail.subject).toBe(`Ihre Bestellung ${order.orderNumber} bei Numismatic Shop`)
    const deadline = germanDay(new Date(Date.now() + 7 * 86_400_000))
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("Guten Tag Grete Müller,")
      expect(part).toContain("Vielen Dank für Ihre Bestellung. Sie ist für Sie reserviert")
      expect(part).toContain(product.name)
      expect(part).toContain(`Bitte überweisen Sie ${germanEuros(order.totalAmount)} bis zum ${deadline}.`)
      expect(part).toContain(order.bankTransfer!.iban)
      expect(part).toContain("Deutschland")
      expect(part).toContain("Fragen? Schreiben Sie an")
    }
    expect(mail.text).toContain(`Verwendungszweck: ${order.orderNumber.replace("#", "")}`)
    expect(mail.text).toContain(`Zahlbar bis: ${deadline}`)
    expect(mail.text).not.toMatch(/Dear|Thank you|Reference|Pay by|Germany/)
  })

  it("refuses a language the shop does not speak with a 400 naming the three, and opens no checkout", async () => {
    const request = paymentRequest([{ product: products[4]! }], "bank_transfer")
    for (const language of ["es", "DE", "", 7]) {
      const answer = await postJson("/api/create-payment-intent", { ...request, language })
      expect(answer.status).toBe(400)
      expect(answer.body.message).toBe("Invalid request: language must be en (English), de (German) or fr (French)")
      expect(answer.body).not.toHaveProperty("checkoutId")
    }
  })

  it("keeps English for a shopper who sends no language", { timeout: 90_000 }, async () => {
    const email = freshAddress("english")
    const start = await postJson("/api/create-payment-intent", paymentRequest([{ product: products[5]! }], "bank_transfer"))
    expect(start.status).toBe(200)
    const id = String(start.body.checkoutId)
    await shipTo(id, "de")
    expect((await postJson(`/api/checkout/${id}/customer`, { firstName: "Ada", lastName: "Lovelace", email })).status).toBe(204)
    expect((await postJson(`/api/checkout/${id}/complete`, {})).status).toBe(200)
    const mail = await waitForMail(email, /Your order/)
    expect(mail.text).toMatch(/Dear Ada Lovelace,/)
    expect(mail.text).toContain("Germany")
    expect((await mailsTo(email)).filter((m) => /Bestellung/.test(m.subject))).toEqual([])
  })
})
