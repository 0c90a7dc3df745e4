import { z } from "zod"
import { Instant, Money } from "../contract/order.js"
import type { OrderPapers } from "../contract/papers.js"
import type { MedusaClient } from "../medusa/client.js"
import { translated } from "../medusa/errors.js"

/** A paper as Medusa drew it: the bytes, their type and the file name to save them under. */
export type PaperFile = { body: Buffer; contentType: string; filename: string }
export type PaperFormat = "pdf" | "html"
export type StaffPaper = "invoice" | "packing-slip" | `credit-notes/${string}`

/** The order's papers, drawn by Medusa (commerce/src/lib/invoices), always with the signed-in person's own token. */
export interface PapersGateway {
  staffPaper(token: string, orderId: string, paper: StaffPaper, format: PaperFormat): Promise<PaperFile>
  /** Which papers the order has: its invoice's number and date, its credit notes. */
  list(token: string, orderId: string): Promise<OrderPapers>
  /** The customer's invoice of one of their own orders; another's order is a 404 like an unknown one. */
  customerInvoice(token: string, orderId: string): Promise<PaperFile>
}

const MedusaPapers = z.object({
  papers: z.object({
    invoice: z.object({ number: z.string(), issued_at: Instant }).nullable(),
    credit_notes: z.array(z.object({ number: z.string(), issued_at: Instant, amount: Money, invoice_number: z.string() })),
  }),
})

// Drawing a long order's PDF takes longer than a JSON read.
const PAPER_TIMEOUT_MS = 15_000

/**
 * Through the shop's one Medusa client, with the person's own token. Medusa's 404 message
 * ("… has no invoice yet …") is passed on: it says whether the order or the paper is missing.
 */
export function createPapersGateway(medusa: MedusaClient): PapersGateway {
  const refusals = <T>(work: () => Promise<T>) =>
    translated(work, { notFound: (message) => message || "There is no such order." })

  async function fetchPaper(path: string, token: string, query?: { format: PaperFormat }): Promise<PaperFile> {
    const file = await refusals(() => medusa.file(path, { token, query, timeoutMs: PAPER_TIMEOUT_MS }))
    return { body: file.body, contentType: file.contentType, filename: file.filename ?? "paper" }
  }

  return {
    staffPaper(token, orderId, paper, format) {
      return fetchPaper(`/admin/shop-orders/${encodeURIComponent(orderId)}/${paper}`, token, { format })
    },
    async list(token, orderId) {
      const path = `/admin/shop-orders/${encodeURIComponent(orderId)}/papers`
      const { invoice, credit_notes } = (await refusals(() => medusa.request(path, MedusaPapers, { token }))).papers
      return {
        invoice: invoice && { number: invoice.number, issuedAt: invoice.issued_at },
        creditNotes: credit_notes.map((n) => ({
          number: n.number,
          issuedAt: n.issued_at,
          amount: n.amount,
          invoiceNumber: n.invoice_number,
        })),
      }
    },
    customerInvoice(token, orderId) {
      return fetchPaper(`/store/customers/me/orders/${encodeURIComponent(orderId)}/invoice`, token)
    },
  }
}
