import { z } from "zod"
import type { OrderPapers } from "../contract/papers.js"
import { HttpError } from "../http/errors.js"
import { MedusaError } from "../medusa/client.js"

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
    invoice: z.object({ number: z.string(), issued_at: z.string() }).nullable(),
    credit_notes: z.array(
      z.object({ number: z.string(), issued_at: z.string(), amount: z.string(), invoice_number: z.string() })
    ),
  }),
})

// Drawing a long order's PDF takes longer than a JSON read.
const PAPER_TIMEOUT_MS = 15_000

/**
 * Medusa's JSON client reads JSON only; a paper is bytes, so it is fetched here, with the same
 * base URL, publishable key and token. Medusa's 404 message ("… has no invoice yet …") is passed on.
 */
export function createPapersGateway(options: { baseUrl: string; publishableKey: string }): PapersGateway {
  const baseUrl = options.baseUrl.replace(/\/+$/, "")

  async function get(path: string, token: string): Promise<Response> {
    let response: Response
    try {
      response = await fetch(`${baseUrl}${path}`, {
        headers: { authorization: `Bearer ${token}`, "x-publishable-api-key": options.publishableKey },
        signal: AbortSignal.timeout(PAPER_TIMEOUT_MS),
      })
    } catch (error) {
      throw new MedusaError(path, undefined, {}, { cause: error })
    }
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as MedusaError["body"]
      if (response.status === 404) throw new HttpError(404, body.message || "There is no such order.")
      if (response.status === 400 && body.message) throw new HttpError(400, body.message)
      throw new MedusaError(path, response.status, body)
    }
    return response
  }

  async function fetchPaper(path: string, token: string): Promise<PaperFile> {
    const response = await get(path, token)
    const disposition = response.headers.get("content-disposition") ?? ""
    return {
      body: Buffer.from(await response.arrayBuffer()),
      contentType: response.headers.get("content-type") ?? "application/octet-stream",
      filename: /filename="([^"]+)"/.exec(disposition)?.[1] ?? "paper",
    }
  }

  return {
    staffPaper(token, orderId, paper, format) {
      return fetchPaper(`/admin/shop-orders/${encodeURIComponent(orderId)}/${paper}?format=${format}`, token)
    },
    async list(token, orderId) {
      const path = `/admin/shop-orders/${encodeURIComponent(orderId)}/papers`
      const parsed = MedusaPapers.safeParse(await (await get(path, token)).json())
      if (!parsed.success) throw new MedusaError(path, 200, { message: parsed.error.message })
      const { invoice, credit_notes } = parsed.data.papers
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
