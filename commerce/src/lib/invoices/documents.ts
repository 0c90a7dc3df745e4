import type { OrderSource, PaperPiece } from "./order-source"
import type { SellerSettings } from "./settings"
import { includedVat, STATUTORY_NOTES, type VatTreatment } from "./treatment"

/** A line of an invoice: a piece or the shipping, with its treatment and what VAT it includes. */
export type InvoiceLine = {
  title: string
  facts: string[]
  quantity: number
  unit_cents: number
  total_cents: number
  treatment: VatTreatment
  vat_cents: number
}

/** What an invoice said when it was issued; stored with it and printed from it. */
export type InvoiceDocument = {
  kind: "invoice"
  number: string
  issued_at: string
  order_id: string
  order_number: string
  payment_reference: string
  payment_method: "card" | "bank_transfer"
  placed_at: string
  currency_code: string
  seller: { name: string; address: string[]; vat_id: string; email: string }
  buyer: { name: string; email: string; address: string[] }
  lines: InvoiceLine[]
  shipping: InvoiceLine
  vat_rate_percent: number
  /** VAT included in the standard-rated lines, and their net amount. */
  vat_cents: number
  net_standard_cents: number
  total_cents: number
  /** The statutory notes of the treatments this invoice uses, in print order. */
  notes: string[]
}

/** What a credit note said when it was issued. */
export type CreditNoteDocument = {
  kind: "credit_note"
  number: string
  issued_at: string
  invoice_number: string
  invoice_issued_at: string
  order_id: string
  order_number: string
  reason: "canceled" | "refunded"
  currency_code: string
  seller: InvoiceDocument["seller"]
  buyer: InvoiceDocument["buyer"]
  amount_cents: number
  /** The share of the invoice's VAT this credit gives back. */
  vat_cents: number
  vat_rate_percent: number
  notes: string[]
}

const sellerOf = (seller: SellerSettings) => ({
  name: seller.legalName,
  address: seller.address,
  vat_id: seller.vatId,
  email: seller.email,
})

function lineOf(piece: PaperPiece, rate: number): InvoiceLine {
  return {
    title: piece.title,
    facts: piece.facts,
    quantity: piece.quantity,
    unit_cents: piece.unit_cents,
    total_cents: piece.total_cents,
    treatment: piece.treatment,
    vat_cents: piece.treatment === "standard" ? includedVat(piece.total_cents, rate) : 0,
  }
}

/**
 * Shipping is ancillary to the pieces and follows their treatment when they all share one;
 * an order mixing treatments ships at the standard rate (decision 206).
 */
export function shippingTreatment(pieces: { treatment: VatTreatment }[]): VatTreatment {
  const kinds = new Set(pieces.map((p) => p.treatment))
  return kinds.size === 1 ? [...kinds][0] : "standard"
}

export function invoiceDocument(source: OrderSource, seller: SellerSettings, number: string, issuedAt: Date): InvoiceDocument {
  const rate = seller.vatRatePercent
  const lines = source.pieces.map((piece) => lineOf(piece, rate))
  const shipping = lineOf(
    {
      title: `Shipping: ${source.shipping.name}`,
      facts: [],
      quantity: 1,
      unit_cents: source.shipping.total_cents,
      total_cents: source.shipping.total_cents,
      treatment: shippingTreatment(source.pieces),
    },
    rate
  )
  const all = [...lines, shipping]
  const standard = all.filter((l) => l.treatment === "standard")
  const vat = standard.reduce((sum, l) => sum + l.vat_cents, 0)
  const used = new Set(all.map((l) => l.treatment))
  return {
    kind: "invoice",
    number,
    issued_at: issuedAt.toISOString(),
    order_id: source.order_id,
    order_number: source.order_number,
    payment_reference: source.payment_reference,
    payment_method: source.payment_method,
    placed_at: source.placed_at,
    currency_code: source.currency_code,
    seller: sellerOf(seller),
    buyer: { name: source.buyer.name, email: source.buyer.email, address: source.buyer.address },
    lines,
    shipping,
    vat_rate_percent: rate,
    vat_cents: vat,
    net_standard_cents: standard.reduce((sum, l) => sum + l.total_cents, 0) - vat,
    total_cents: source.total_cents,
    notes: (["margin_scheme", "investment_gold"] as const).filter((t) => used.has(t)).map((t) => STATUTORY_NOTES[t]),
  }
}

export function creditNoteDocument(
  invoice: InvoiceDocument,
  input: { number: string; issuedAt: Date; amount_cents: number; reason: "canceled" | "refunded" }
): CreditNoteDocument {
  const share = invoice.total_cents > 0 ? input.amount_cents / invoice.total_cents : 0
  return {
    kind: "credit_note",
    number: input.number,
    issued_at: input.issuedAt.toISOString(),
    invoice_number: invoice.number,
    invoice_issued_at: invoice.issued_at,
    order_id: invoice.order_id,
    order_number: invoice.order_number,
    reason: input.reason,
    currency_code: invoice.currency_code,
    seller: invoice.seller,
    buyer: invoice.buyer,
    amount_cents: input.amount_cents,
    vat_cents: Math.round(invoice.vat_cents * share),
    vat_rate_percent: invoice.vat_rate_percent,
    notes: invoice.notes,
  }
}
