import assert from "node:assert/strict"
import { test } from "node:test"
import { shopSettings } from "./settings"
import { sampleOrder } from "./test-support"
import { orderCanceled, refundMade } from "./templates"

const shop = shopSettings({ SHOP_PUBLIC_URL: "https://coins.example/" })
const order = sampleOrder({ canceled: true })

test("the cancellation e-mail says where the money goes back, in the HTML and the plain text", () => {
  const card = orderCanceled(order, shop, { amountCents: 245000, method: "card" })
  assert.equal(card.subject, "Order #ORD-9X7Q2Z cancelled")
  for (const part of [card.html, card.text]) {
    assert.match(part, /refunded €2,450\.00 to your card/)
    assert.match(part, /Aureus of Hadrian/)
  }
  const transfer = orderCanceled(order, shop, { amountCents: 245000, method: "bank_transfer" })
  assert.match(transfer.text, /sent €2,450\.00 back to you by bank transfer/)
  const unpaid = orderCanceled(order, shop, { amountCents: 0, method: null })
  assert.doesNotMatch(unpaid.text, /refunded|sent .* back/)
  assert.match(unpaid.text, /no longer reserved for you/)
})

test("the refund e-mail names the amount and the refunded pieces", () => {
  const mail = refundMade(order, shop, { amountCents: 1250, method: "card", pieces: ["Aureus of Hadrian"] })
  assert.equal(mail.subject, "Refund of €12.50 for order #ORD-9X7Q2Z")
  assert.match(mail.text, /Refunded piece: Aureus of Hadrian/)
  assert.match(mail.html, /Refunded piece/)
  assert.doesNotMatch(refundMade(order, shop, { amountCents: 1250, method: "card", pieces: [] }).text, /Refunded piece/)
})
