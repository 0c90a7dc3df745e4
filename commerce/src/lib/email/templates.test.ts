import assert from "node:assert/strict"
import { test } from "node:test"
import { withRetries } from "./send"
import { shopSettings } from "./settings"
import { sampleOrder } from "./test-support"
import { orderConfirmation, orderShipped, passwordReset } from "./templates"

const shop = shopSettings({ SHOP_PUBLIC_URL: "https://coins.example/", BANK_IBAN: "LU12 3456", BANK_BIC: "TESTLULL" })
const order = sampleOrder({ customerName: "Ada <Lovelace>", bankTransfer: true })

test("a bank-transfer confirmation gives the account, the reference without '#', the amount and the deadline", () => {
  const mail = orderConfirmation(order, shop)
  assert.equal(mail.subject, "Your order #ORD-9X7Q2Z at Numismatic Shop")
  for (const part of [mail.text, mail.html]) {
    assert.match(part, /LU12 3456/)
    assert.match(part, /TESTLULL/)
    assert.match(part, /Reference/)
    assert.match(part, /ORD-9X7Q2Z/)
    assert.match(part, /30 November 2026/)
    assert.match(part, /€2,450\.00/)
    assert.match(part, /1 Rue des Monnaies/)
  }
  assert.doesNotMatch(mail.text, /#ORD-9X7Q2Z\b.*Reference/)
  assert.match(mail.text, /Reference: ORD-9X7Q2Z/)
})

test("a card confirmation has no bank details; names are escaped in the HTML only", () => {
  const mail = orderConfirmation({ ...order, bankTransfer: false }, shop)
  assert.doesNotMatch(mail.text, /IBAN/)
  assert.match(mail.html, /Ada &lt;Lovelace&gt;/)
  assert.match(mail.text, /Dear Ada <Lovelace>,/)
})

test("the shipped e-mail names the carrier and tracking number when given", () => {
  const mail = orderShipped(order, shop, [{ number: "RR123456789LU", carrier: "POST Luxembourg" }])
  assert.match(mail.text, /Tracking \(POST Luxembourg\): RR123456789LU/)
  assert.doesNotMatch(orderShipped(order, shop, []).text, /Tracking/)
})

test("the reset e-mail carries the link in both parts", () => {
  const mail = passwordReset("https://coins.example/reset-password?token=a.b.c&email=x%40y.z", 15, shop)
  assert.match(mail.text, /https:\/\/coins\.example\/reset-password\?token=a\.b\.c&email=x%40y\.z/)
  assert.match(mail.html, /href="https:\/\/coins\.example\/reset-password\?token=a\.b\.c&amp;email=x%40y\.z"/)
  assert.match(mail.text, /15 minutes/)
})

test("a send is retried and the last error answered when every try fails", async () => {
  let calls = 0
  assert.equal(
    await withRetries(async () => {
      if (++calls < 3) throw new Error("421 try later")
    }, [0, 1, 1]),
    null
  )
  assert.equal(calls, 3)
  const error = await withRetries(async () => {
    throw new Error("down")
  }, [0, 1])
  assert.match(String(error), /down/)
})
