import assert from "node:assert/strict"
import { test } from "node:test"
import { creditNoteDocument, invoiceDocument, shippingTreatment } from "./documents"
import type { OrderSource, PaperPiece } from "./order-source"
import { sellerSettings } from "./settings"
import { STATUTORY_NOTES } from "./treatment"

const piece = (treatment: PaperPiece["treatment"], cents: number): PaperPiece => ({
  title: `${treatment} piece`,
  quantity: 1,
  unit_cents: cents,
  total_cents: cents,
  treatment,
  facts: [],
})

const order = (pieces: PaperPiece[], shipping = 1190): OrderSource => ({
  order_id: "order_01TEST",
  order_number: "#ORD-01TEST",
  payment_reference: "ORD-01TEST",
  placed_at: "2026-11-20T10:00:00.000Z",
  currency_code: "eur",
  canceled: false,
  buyer: { name: "Claire Dubois", email: "claire@example.com", phone: null, address: ["Claire Dubois", "69001 Lyon", "France"] },
  pieces,
  shipping: { name: "Insured", total_cents: shipping },
  total_cents: pieces.reduce((sum, p) => sum + p.total_cents, 0) + shipping,
  payment_method: "bank_transfer",
})

const seller = sellerSettings({})

test("a standard-rated piece shows the VAT its VAT-inclusive price holds", () => {
  const doc = invoiceDocument(order([piece("standard", 11900)]), seller, "2026-000001", new Date("2026-11-21T10:00:00Z"))
  assert.equal(doc.lines[0].vat_cents, 1900)
  assert.equal(doc.shipping.vat_cents, 190)
  assert.equal(doc.vat_cents, 2090)
  assert.equal(doc.net_standard_cents, 11000)
  assert.deepEqual(doc.notes, [])
})

test("margin-scheme and investment-gold pieces show no VAT and print their notes once each", () => {
  const doc = invoiceDocument(
    order([piece("margin_scheme", 50000), piece("margin_scheme", 20000), piece("investment_gold", 240000)]),
    seller,
    "2026-000002",
    new Date()
  )
  assert.deepEqual(
    doc.lines.map((l) => l.vat_cents),
    [0, 0, 0]
  )
  assert.deepEqual(doc.notes, [STATUTORY_NOTES.margin_scheme, STATUTORY_NOTES.investment_gold])
  assert.match(doc.notes[0], /§ 25a UStG/)
  assert.match(doc.notes[1], /Art\. 346/)
})

test("shipping follows the pieces' treatment when they share one, else the standard rate", () => {
  assert.equal(shippingTreatment([piece("margin_scheme", 1), piece("margin_scheme", 1)]), "margin_scheme")
  assert.equal(shippingTreatment([piece("investment_gold", 1)]), "investment_gold")
  assert.equal(shippingTreatment([piece("margin_scheme", 1), piece("investment_gold", 1)]), "standard")
})

test("the seller's details and rate come from the environment, with demo defaults", () => {
  assert.equal(seller.legalName, "Numismatic Shop GmbH")
  assert.equal(seller.vatRatePercent, 19)
  const configured = sellerSettings({
    SHOP_LEGAL_NAME: "Münzhandel Beispiel e.K.",
    SHOP_LEGAL_ADDRESS: "Hauptstraße 1 | 80331 München",
    SHOP_VAT_ID: "DE123456789",
    SHOP_VAT_RATE: "7",
  })
  assert.deepEqual(configured.address, ["Hauptstraße 1", "80331 München"])
  assert.equal(configured.vatRatePercent, 7)
  assert.equal(sellerSettings({ SHOP_VAT_RATE: "nonsense" }).vatRatePercent, 19)
})

test("a credit note refers to its invoice and gives back its share of the VAT", () => {
  const invoice = invoiceDocument(order([piece("standard", 11900)], 0), seller, "2026-000003", new Date())
  const note = creditNoteDocument(invoice, {
    number: "CN-2026-000001",
    issuedAt: new Date(),
    amount_cents: 5950,
    reason: "refunded",
  })
  assert.equal(note.invoice_number, "2026-000003")
  assert.equal(note.vat_cents, 950)
})
