import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { orderNumber } from "../email/settings"
import { creditNoteHtml, invoiceHtml, packingSlipHtml } from "./html"
import { currentCreditNotes, currentInvoice } from "./issue"
import { loadOrderSource } from "./order-source"
import { creditNotePdf, invoicePdf, packingSlipPdf } from "./pdf"
import { sellerSettings } from "./settings"

/** One paper, ready to answer: its bytes or page, the type and a file name for downloads. */
export type Paper = { body: Buffer | string; contentType: string; filename: string }
export type PaperFormat = "pdf" | "html"

/** The download of an HTML page's PDF: the same address with ?format=pdf. */
const PDF_HREF = "?format=pdf"

const notFound = (message: string) => new MedusaError(MedusaError.Types.NOT_FOUND, message)

function answer(format: PaperFormat, name: string, pdf: () => Promise<Buffer>, html: () => string): Promise<Paper> | Paper {
  if (format === "html") return { body: html(), contentType: "text/html; charset=utf-8", filename: `${name}.html` }
  return pdf().then((body) => ({ body, contentType: "application/pdf", filename: `${name}.pdf` }))
}

/** The packing slip of an order: pieces, collector facts and address, no prices. 404 for an unknown order. */
export async function packingSlip(container: MedusaContainer, orderId: string, format: PaperFormat): Promise<Paper> {
  const order = await loadOrderSource(container, orderId)
  if (!order) throw notFound(`Order ${orderId} was not found.`)
  const seller = sellerSettings()
  const from = { name: seller.legalName, address: seller.address }
  const name = `packing-slip-${order.payment_reference}`
  return answer(
    format,
    name,
    () => packingSlipPdf(order, from),
    () => packingSlipHtml(order, from, PDF_HREF)
  )
}

async function orderExists(container: MedusaContainer, orderId: string) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order", fields: ["id"], filters: { id: orderId } })
  return data.length > 0
}

/** The order's invoice as issued. 404 for an unknown order, or one not invoiced yet (with why). */
export async function invoicePaper(container: MedusaContainer, orderId: string, format: PaperFormat): Promise<Paper> {
  const invoice = await currentInvoice(container.resolve(ContainerRegistrationKeys.PG_CONNECTION), orderId)
  if (!invoice) {
    if (!(await orderExists(container, orderId))) throw notFound(`Order ${orderId} was not found.`)
    throw notFound(`Order ${orderNumber(orderId)} has no invoice yet: it is issued when the order is paid.`)
  }
  return answer(
    format,
    `invoice-${invoice.number}`,
    () => invoicePdf(invoice.document),
    () => invoiceHtml(invoice.document, PDF_HREF)
  )
}

/** One of the order's credit notes, by number. 404 when the order has none of that number. */
export async function creditNotePaper(
  container: MedusaContainer,
  orderId: string,
  number: string,
  format: PaperFormat
): Promise<Paper> {
  const notes = await currentCreditNotes(container.resolve(ContainerRegistrationKeys.PG_CONNECTION), orderId)
  const note = notes.find((n) => n.number === number)
  if (!note) throw notFound(`Order ${orderNumber(orderId)} has no credit note ${number}.`)
  return answer(
    format,
    `credit-note-${note.number}`,
    () => creditNotePdf(note.document),
    () => creditNoteHtml(note.document, PDF_HREF)
  )
}

/** ?format=pdf (the default) or ?format=html; anything else is a 400 naming the choices. */
export function paperFormat(value: unknown): PaperFormat {
  if (value === undefined || value === "pdf") return "pdf"
  if (value === "html") return "html"
  throw new MedusaError(MedusaError.Types.INVALID_DATA, `format must be "pdf" or "html".`)
}
