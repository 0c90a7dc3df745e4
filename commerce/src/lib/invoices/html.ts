import type { CreditNoteDocument, InvoiceDocument, InvoiceLine } from "./documents"
import { day, money } from "./format"
import type { OrderSource } from "./order-source"
import { TREATMENT_LABELS } from "./treatment"

/**
 * The papers as printable HTML pages (decision 207): the same content as the PDFs, an A4
 * print style, and a Print button that the shop's own script (/print-paper.js) wires up,
 * since the shop's CSP allows no inline script.
 */

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!)

const lines = (items: string[]) => items.map((line) => `<div>${escape(line)}</div>`).join("")

const STYLE = `
  :root { color-scheme: light; }
  body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif; color: #111; margin: 0; background: #f3f3f3; }
  main { background: #fff; max-width: 800px; margin: 24px auto; padding: 40px 48px; box-shadow: 0 1px 4px rgba(0,0,0,.15); }
  h1 { font-size: 26px; margin: 0 0 8px; }
  .meta div { margin: 2px 0; }
  .parties { display: flex; flex-wrap: wrap; gap: 24px; margin: 24px 0; }
  .parties section { flex: 1 1 240px; }
  .label { font-size: 11px; font-weight: 700; letter-spacing: .06em; color: #555; text-transform: uppercase; margin-bottom: 4px; }
  table { width: 100%; border-collapse: collapse; margin: 16px 0; }
  th, td { text-align: left; vertical-align: top; padding: 8px 4px; border-bottom: 1px solid #ddd; }
  td.amount, th.amount { text-align: right; white-space: nowrap; }
  .facts { color: #555; font-size: 12px; }
  .totals td { border: 0; padding: 3px 4px; }
  .totals tr.total td { font-weight: 700; border-top: 2px solid #111; padding-top: 8px; }
  .notes p { font-size: 12px; margin: 6px 0; }
  .toolbar { max-width: 800px; margin: 16px auto 0; display: flex; justify-content: flex-end; gap: 8px; padding: 0 8px; }
  .toolbar a, .toolbar button { font: inherit; padding: 8px 16px; border-radius: 6px; border: 1px solid #444; background: #fff; color: #111; cursor: pointer; text-decoration: none; }
  .toolbar button { background: #111; color: #fff; }
  .check { display: inline-block; width: 14px; height: 14px; border: 1px solid #555; margin-right: 6px; vertical-align: middle; }
  @media (max-width: 600px) { main { padding: 20px; margin: 8px; } }
  @media print {
    @page { size: A4; margin: 16mm; }
    body { background: #fff; }
    main { box-shadow: none; margin: 0; padding: 0; max-width: none; }
    .toolbar { display: none; }
  }`

function page(title: string, pdfHref: string, body: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)}</title><style>${STYLE}</style></head>
<body><nav class="toolbar" aria-label="Paper"><a href="${escape(pdfHref)}" download>Download PDF</a><button type="button" id="print-paper">Print</button></nav>
<main>${body}</main><script src="/print-paper.js" defer></script></body></html>`
}

function lineRow(line: InvoiceLine, currency: string, rate: number) {
  const vat =
    line.treatment === "standard"
      ? `${TREATMENT_LABELS.standard} ${rate} % included: ${money(line.vat_cents, currency)}`
      : TREATMENT_LABELS[line.treatment]
  const quantity = line.quantity > 1 ? `${line.quantity} × ` : ""
  return `<tr><td><strong>${escape(quantity + line.title)}</strong>${line.facts.map((f) => `<div class="facts">${escape(f)}</div>`).join("")}<div class="facts">VAT: ${escape(vat)}</div></td><td class="amount">${escape(money(line.total_cents, currency))}</td></tr>`
}

const seller = (s: InvoiceDocument["seller"]) => lines([s.name, ...s.address, `VAT ID: ${s.vat_id}`, s.email])

export function invoiceHtml(invoice: InvoiceDocument, pdfHref: string): string {
  const c = invoice.currency_code
  const vat =
    invoice.vat_cents > 0
      ? `<tr><td>Net of the standard-rated lines</td><td class="amount">${money(invoice.net_standard_cents, c)}</td></tr><tr><td>VAT ${invoice.vat_rate_percent} % included</td><td class="amount">${money(invoice.vat_cents, c)}</td></tr>`
      : ""
  return page(
    `Invoice ${invoice.number}`,
    pdfHref,
    `<h1>Invoice</h1><div class="meta">${lines([
      `Invoice number: ${invoice.number}`,
      `Invoice date: ${day(invoice.issued_at)} (date of supply)`,
      `Order: ${invoice.order_number}, placed ${day(invoice.placed_at)}`,
      `Payment: ${invoice.payment_method === "card" ? "card" : "bank transfer"}, reference ${invoice.payment_reference}`,
    ])}</div>
    <div class="parties"><section><div class="label">Seller</div>${seller(invoice.seller)}</section>
    <section><div class="label">Bill to</div>${lines([invoice.buyer.name, ...invoice.buyer.address.slice(1), invoice.buyer.email])}</section>
    <section><div class="label">Ship to</div>${lines(invoice.buyer.address)}</section></div>
    <table><thead><tr><th>Item</th><th class="amount">Amount</th></tr></thead><tbody>
    ${invoice.lines.map((l) => lineRow(l, c, invoice.vat_rate_percent)).join("")}${lineRow(invoice.shipping, c, invoice.vat_rate_percent)}
    </tbody></table>
    <table class="totals"><tbody>${vat}<tr class="total"><td>Total paid</td><td class="amount">${money(invoice.total_cents, c)}</td></tr></tbody></table>
    <div class="notes">${invoice.notes.map((n) => `<p>${escape(n)}</p>`).join("")}</div>`
  )
}

export function creditNoteHtml(note: CreditNoteDocument, pdfHref: string): string {
  const c = note.currency_code
  return page(
    `Credit note ${note.number}`,
    pdfHref,
    `<h1>Credit note</h1><div class="meta">${lines([
      `Credit note number: ${note.number}`,
      `Date: ${day(note.issued_at)}`,
      `Corrects invoice ${note.invoice_number} of ${day(note.invoice_issued_at)}`,
      `Order: ${note.order_number}, ${note.reason === "canceled" ? "cancelled" : "refunded"}`,
    ])}</div>
    <div class="parties"><section><div class="label">Seller</div>${seller(note.seller)}</section>
    <section><div class="label">Bill to</div>${lines([note.buyer.name, ...note.buyer.address.slice(1), note.buyer.email])}</section></div>
    <table class="totals"><tbody><tr class="total"><td>Credited on invoice ${escape(note.invoice_number)}</td><td class="amount">${money(-note.amount_cents, c)}</td></tr>
    ${note.vat_cents > 0 ? `<tr><td>of which VAT ${note.vat_rate_percent} %</td><td class="amount">${money(-note.vat_cents, c)}</td></tr>` : ""}</tbody></table>
    <div class="notes">${note.notes.map((n) => `<p>${escape(n)}</p>`).join("")}</div>`
  )
}

export function packingSlipHtml(order: OrderSource, from: { name: string; address: string[] }, pdfHref: string): string {
  const pieces = order.pieces
    .map(
      (p) =>
        `<tr><td><span class="check" aria-hidden="true"></span></td><td><strong>${escape(`${p.quantity} × ${p.title}`)}</strong>${p.facts.map((f) => `<div class="facts">${escape(f)}</div>`).join("")}</td></tr>`
    )
    .join("")
  return page(
    `Packing slip ${order.order_number}`,
    pdfHref,
    `<h1>Packing slip</h1><div class="meta">${lines([`Order: ${order.order_number}`, `Placed: ${day(order.placed_at)}`, `Shipping: ${order.shipping.name}`])}</div>
    <div class="parties"><section><div class="label">Ship to</div>${lines([...order.buyer.address, ...(order.buyer.phone ? [order.buyer.phone] : [])])}</section>
    <section><div class="label">From</div>${lines([from.name, ...from.address])}</section></div>
    <table><thead><tr><th scope="col"><span class="label">Packed</span></th><th scope="col">Piece</th></tr></thead><tbody>${pieces}</tbody></table>
    <p class="facts">${order.pieces.reduce((n, p) => n + p.quantity, 0)} piece(s). This slip shows no prices.</p>`
  )
}
