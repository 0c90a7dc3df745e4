import type { FastifyInstance, FastifyReply } from "fastify"
import type { ZodTypeProvider } from "fastify-type-provider-zod"
import { z } from "zod"
import {
  CUSTOMER_ONLY,
  customerOnly,
  customerSession,
  signedInWith,
  STAFF_ONLY,
  staffOnly,
  staffSession,
} from "../session/access.js"
import { OrderIdParams } from "../contract/order.js"
import { CreditNoteParams, OrderPapers, PaperQuery } from "../contract/papers.js"
import { answer, problem } from "../http/openapi.js"
import type { PaperFile, PapersGateway, StaffPaper } from "./gateway.js"
import type { SessionCookies } from "../session/session-cookies.js"

/** A paper in the document: a PDF, or for staff also the printable HTML page. */
const paperAnswer = (description: string, types: string[]) => ({
  description,
  content: Object.fromEntries(types.map((type) => [type, { schema: z.string().describe(type) }])),
})

/** Sends a paper as Medusa drew it: shown inline, saved under its own name, never stored by a cache. */
function sendPaper(reply: FastifyReply, paper: PaperFile) {
  return reply
    .header("cache-control", "no-store")
    .header("content-type", paper.contentType)
    .header("content-disposition", `inline; filename="${paper.filename.replace(/[^\w.-]/g, "_")}"`)
    .send(paper.body)
}

const STAFF_PAPERS: { paper: StaffPaper; summary: string; description: string; notFound: string }[] = [
  {
    paper: "packing-slip",
    summary: "An order's packing slip: pieces with their collector facts and the address, no prices (staff only)",
    description:
      "The printable page by default (with Print and Download PDF); ?format=pdf answers the PDF. The page's " +
      "Print button is the shop's own script /print-paper.js.",
    notFound: "No such order",
  },
  {
    paper: "invoice",
    summary: "An order's invoice, issued when the order was paid (staff only)",
    description:
      "The printable page by default; ?format=pdf answers the PDF. The invoice carries its number from the " +
      "year's unbroken sequence (2026-000123), the seller's legal details, the buyer and, per piece, its VAT " +
      "treatment: the margin scheme's note, the investment-gold exemption, or the VAT included.",
    notFound: "No such order, or the order has no invoice yet (it is issued when the order is paid); the message says which",
  },
]

/** The order's papers: staff print and download them; a customer downloads the invoice of an own order. */
export function orderPaperRoutes(app: FastifyInstance, papers: PapersGateway, cookies: SessionCookies): void {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const asStaff = signedInWith(cookies, staffSession)
  const asCustomer = signedInWith(cookies, customerSession)

  for (const { paper, summary, description, notFound } of STAFF_PAPERS) {
    api.get(
      `/api/orders/:id/${paper}`,
      {
        preValidation: staffOnly(cookies),
        schema: {
          summary,
          description,
          params: OrderIdParams,
          querystring: PaperQuery,
          response: {
            200: paperAnswer("The printable page, or the PDF", ["text/html", "application/pdf"]),
            400: problem("A malformed order id, or a format other than html or pdf"),
            ...STAFF_ONLY,
            404: problem(notFound),
          },
        },
      },
      async (request, reply) => {
        const file = await asStaff(request, reply, (token) =>
          papers.staffPaper(token, request.params.id, paper, request.query.format)
        )
        return sendPaper(reply, file)
      }
    )
  }

  api.get(
    "/api/orders/:id/papers",
    {
      preValidation: staffOnly(cookies),
      schema: {
        summary: "Which papers an order has: its invoice's number and date, and its credit notes (staff only)",
        params: OrderIdParams,
        response: {
          200: answer(OrderPapers, "The order's invoice (null until paid) and credit notes"),
          400: problem("A malformed order id"),
          ...STAFF_ONLY,
          404: problem("No such order"),
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store")
      return asStaff(request, reply, (token) => papers.list(token, request.params.id))
    }
  )

  api.get(
    "/api/orders/:id/credit-notes/:number",
    {
      preValidation: staffOnly(cookies),
      schema: {
        summary: "One of an order's credit notes, referring to its invoice (staff only)",
        description: "The printable page by default; ?format=pdf answers the PDF.",
        params: CreditNoteParams,
        querystring: PaperQuery,
        response: {
          200: paperAnswer("The printable page, or the PDF", ["text/html", "application/pdf"]),
          400: problem("A malformed order id or credit note number, or a format other than html or pdf"),
          ...STAFF_ONLY,
          404: problem("The order has no credit note of that number"),
        },
      },
    },
    async (request, reply) => {
      const { id, number } = request.params
      const file = await asStaff(request, reply, (token) =>
        papers.staffPaper(token, id, `credit-notes/${number}`, request.query.format)
      )
      return sendPaper(reply, file)
    }
  )

  api.get(
    "/api/account/orders/:id/invoice",
    {
      preValidation: customerOnly(cookies, "Staff accounts have no orders of their own; the invoice is on the order's page."),
      schema: {
        summary: "The invoice of one of the signed-in customer's own orders, as PDF",
        description: "Needs the session cookie set by sign-in. Another customer's order is a 404, like an unknown one.",
        params: OrderIdParams,
        response: {
          200: paperAnswer("The invoice's PDF", ["application/pdf"]),
          400: problem("A malformed order id"),
          ...CUSTOMER_ONLY,
          404: problem("No such order of yours, or the order has no invoice yet (it is issued when the order is paid)"),
        },
      },
    },
    async (request, reply) => {
      const file = await asCustomer(request, reply, (token) => papers.customerInvoice(token, request.params.id))
      return sendPaper(reply, file)
    }
  )
}
