import PDFDocument from "pdfkit"
import type { CreditNoteDocument, InvoiceDocument, InvoiceLine } from "./documents"
import { day, money } from "./format"
import type { OrderSource } from "./order-source"
import { TREATMENT_LABELS } from "./treatment"

/**
 * The papers as PDF, drawn with PDFKit in its built-in Helvetica (no font is fetched or
 * embedded). A4, one column; long orders flow onto further pages.
 */

const MARGIN = 50
const GREY = "#555555"

function render(title: string, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4", margin: MARGIN, info: { Title: title, Author: "Numismatic Shop" } })
    const chunks: Buffer[] = []
    doc.on("data", (chunk: Buffer) => chunks.push(chunk))
    doc.on("end", () => resolve(Buffer.concat(chunks)))
    doc.on("error", reject)
    draw(doc)
    doc.end()
  })
}

const width = (doc: PDFKit.PDFDocument) => doc.page.width - 2 * MARGIN

function heading(doc: PDFKit.PDFDocument, title: string, lines: string[]) {
  doc.font("Helvetica-Bold").fontSize(20).fillColor("black").text(title)
  doc.moveDown(0.3)
  doc.font("Helvetica").fontSize(10)
  for (const line of lines) doc.text(line)
  doc.moveDown()
}

function block(doc: PDFKit.PDFDocument, label: string, lines: string[]) {
  doc.font("Helvetica-Bold").fontSize(9).fillColor(GREY).text(label.toUpperCase())
  doc.font("Helvetica").fontSize(10).fillColor("black")
  for (const line of lines) doc.text(line)
  doc.moveDown()
}

type Column = { label: string; lines: string[]; fontSize?: number }

/** Two labelled columns side by side (seller and buyer, address and sender); the cursor ends below the longer. */
function columns(doc: PDFKit.PDFDocument, left: Column, right: Column) {
  const top = doc.y
  const half = width(doc) / 2
  const draw = (column: Column, x: number, columnWidth: number) => {
    doc.font("Helvetica-Bold").fontSize(9).fillColor(GREY).text(column.label, x, top, { width: columnWidth })
    doc
      .font("Helvetica")
      .fontSize(column.fontSize ?? 10)
      .fillColor("black")
    for (const line of column.lines) doc.text(line, { width: columnWidth })
    return doc.y
  }
  const leftBottom = draw(left, MARGIN, half - 10)
  const rightBottom = draw(right, MARGIN + half, half)
  doc.x = MARGIN
  doc.y = Math.max(leftBottom, rightBottom)
}

function parties(doc: PDFKit.PDFDocument, seller: InvoiceDocument["seller"], buyer: InvoiceDocument["buyer"]) {
  columns(
    doc,
    { label: "SELLER", lines: [seller.name, ...seller.address, `VAT ID: ${seller.vat_id}`, seller.email] },
    { label: "BILL TO", lines: [buyer.name, ...buyer.address.slice(1), buyer.email] }
  )
  doc.moveDown()
}

function rule(doc: PDFKit.PDFDocument) {
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width(doc), doc.y)
    .strokeColor("#bbbbbb")
    .lineWidth(0.5)
    .stroke()
  doc.moveDown(0.4)
}

/** A row: text on the left, amount on the right; answers nothing, moves the cursor below both. */
function row(doc: PDFKit.PDFDocument, left: string, right: string, options: { bold?: boolean } = {}) {
  const top = doc.y
  const amountWidth = 110
  doc
    .font(options.bold ? "Helvetica-Bold" : "Helvetica")
    .fontSize(10)
    .fillColor("black")
  doc.text(left, MARGIN, top, { width: width(doc) - amountWidth - 10 })
  const bottom = doc.y
  doc.text(right, MARGIN + width(doc) - amountWidth, top, { width: amountWidth, align: "right" })
  doc.x = MARGIN
  doc.y = Math.max(bottom, doc.y)
}

function small(doc: PDFKit.PDFDocument, text: string) {
  doc
    .font("Helvetica")
    .fontSize(8.5)
    .fillColor(GREY)
    .text(text, MARGIN, doc.y, { width: width(doc) - 120 })
  doc.fillColor("black")
}

function invoiceLine(doc: PDFKit.PDFDocument, line: InvoiceLine, currency: string, rate: number) {
  const quantity = line.quantity > 1 ? `${line.quantity} × ` : ""
  row(doc, `${quantity}${line.title}`, money(line.total_cents, currency), { bold: true })
  for (const fact of line.facts) small(doc, fact)
  const vat =
    line.treatment === "standard"
      ? `${TREATMENT_LABELS.standard} ${rate} % included: ${money(line.vat_cents, currency)}`
      : TREATMENT_LABELS[line.treatment]
  small(doc, `VAT: ${vat}`)
  doc.moveDown(0.5)
}

export function invoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  return render(`Invoice ${invoice.number}`, (doc) => {
    const c = invoice.currency_code
    heading(doc, "Invoice", [
      `Invoice number: ${invoice.number}`,
      `Invoice date: ${day(invoice.issued_at)} (date of supply)`,
      `Order: ${invoice.order_number}, placed ${day(invoice.placed_at)}`,
      `Payment: ${invoice.payment_method === "card" ? "card" : "bank transfer"}, reference ${invoice.payment_reference}`,
    ])
    parties(doc, invoice.seller, invoice.buyer)
    if (invoice.buyer.address.length) block(doc, "Ship to", invoice.buyer.address)
    rule(doc)
    for (const line of invoice.lines) invoiceLine(doc, line, c, invoice.vat_rate_percent)
    invoiceLine(doc, invoice.shipping, c, invoice.vat_rate_percent)
    rule(doc)
    if (invoice.vat_cents > 0) {
      row(doc, `Net of the standard-rated lines`, money(invoice.net_standard_cents, c))
      row(doc, `VAT ${invoice.vat_rate_percent} % included`, money(invoice.vat_cents, c))
    }
    row(doc, "Total paid", money(invoice.total_cents, c), { bold: true })
    doc.moveDown()
    for (const note of invoice.notes) {
      doc
        .font("Helvetica")
        .fontSize(9)
        .fillColor("black")
        .text(note, MARGIN, doc.y, { width: width(doc) })
      doc.moveDown(0.4)
    }
  })
}

export function creditNotePdf(note: CreditNoteDocument): Promise<Buffer> {
  return render(`Credit note ${note.number}`, (doc) => {
    const c = note.currency_code
    heading(doc, "Credit note", [
      `Credit note number: ${note.number}`,
      `Date: ${day(note.issued_at)}`,
      `Corrects invoice ${note.invoice_number} of ${day(note.invoice_issued_at)}`,
      `Order: ${note.order_number}, ${note.reason === "canceled" ? "cancelled" : "refunded"}`,
    ])
    parties(doc, note.seller, note.buyer)
    rule(doc)
    row(doc, `Credited on invoice ${note.invoice_number}`, money(-note.amount_cents, c), { bold: true })
    if (note.vat_cents > 0) row(doc, `of which VAT ${note.vat_rate_percent} %`, money(-note.vat_cents, c))
    rule(doc)
    doc.moveDown()
    for (const text of note.notes) {
      doc
        .font("Helvetica")
        .fontSize(9)
        .text(text, MARGIN, doc.y, { width: width(doc) })
      doc.moveDown(0.4)
    }
  })
}

export function packingSlipPdf(order: OrderSource, seller: { name: string; address: string[] }): Promise<Buffer> {
  return render(`Packing slip ${order.order_number}`, (doc) => {
    heading(doc, "Packing slip", [
      `Order: ${order.order_number}`,
      `Placed: ${day(order.placed_at)}`,
      `Shipping: ${order.shipping.name}`,
    ])
    const phone = order.buyer.phone ? [order.buyer.phone] : []
    columns(
      doc,
      { label: "SHIP TO", lines: [...order.buyer.address, ...phone], fontSize: 11 },
      { label: "FROM", lines: [seller.name, ...seller.address] }
    )
    doc.y += 10
    rule(doc)
    for (const piece of order.pieces) {
      doc
        .font("Helvetica-Bold")
        .fontSize(11)
        .text(`${piece.quantity} × ${piece.title}`, MARGIN, doc.y, { width: width(doc) })
      for (const fact of piece.facts) small(doc, fact)
      doc
        .font("Helvetica")
        .fontSize(9)
        .fillColor(GREY)
        .text("[  ] packed", { width: width(doc) })
      doc.fillColor("black").moveDown(0.6)
    }
    rule(doc)
    small(doc, `${order.pieces.reduce((n, p) => n + p.quantity, 0)} piece(s). This slip shows no prices.`)
  })
}
