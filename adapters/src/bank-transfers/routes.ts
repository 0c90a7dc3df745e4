import type { FastifyInstance } from "fastify"
import type { ZodTypeProvider } from "fastify-type-provider-zod"
import { staffAccess } from "../session/access.js"
import { ConfirmStatement, MatchStatement, MAX_STATEMENT_CHARS, RecordBankPayment } from "../contract/bank-transfer.js"
import { OrderIdParams } from "../contract/order.js"
import type { BankTransfersGateway } from "./gateway.js"
import type { SessionCookies } from "../session/session-cookies.js"

// A statement travels as JSON text; room for JSON escaping above the text's own limit.
const STATEMENT_BODY_LIMIT = MAX_STATEMENT_CHARS * 1.25

/**
 * Staff only, behind the same guard as /api/orders: a bank transfer's payment and the
 * bank statement. Each route calls one Medusa admin route, which does the work in one
 * workflow under the order's lock; this server only guards and maps.
 */
export function bankTransferRoutes(app: FastifyInstance, bank: BankTransfersGateway, cookies: SessionCookies): void {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { preValidation, asStaff } = staffAccess(cookies)

  api.get(
    "/api/orders/:id/bank-payments",
    {
      preValidation,
      schema: {
        summary: "A bank-transfer order's amount due, received and outstanding, with its payments (staff only)",
        params: OrderIdParams,
      },
    },
    async (request, reply) => asStaff(request, reply, (token) => bank.payment(token, request.params.id))
  )

  api.post(
    "/api/orders/:id/bank-payments",
    {
      preValidation,
      schema: {
        summary: "Records money that arrived by bank transfer for an order (staff only)",
        params: OrderIdParams,
        body: RecordBankPayment,
      },
    },
    async (request, reply) => asStaff(request, reply, (token) => bank.record(token, request.params.id, request.body))
  )

  api.post(
    "/api/bank-statements/match",
    {
      bodyLimit: STATEMENT_BODY_LIMIT,
      preValidation,
      schema: {
        summary: "Reads a bank statement (camt.053 or CSV) and matches its credits to orders (staff only)",
        body: MatchStatement,
      },
    },
    async (request, reply) => asStaff(request, reply, (token) => bank.match(token, request.body))
  )

  api.post(
    "/api/bank-statements/confirm",
    {
      bodyLimit: STATEMENT_BODY_LIMIT,
      preValidation,
      schema: {
        summary: "Records the statement lines the staff confirmed as payments (staff only)",
        body: ConfirmStatement,
      },
    },
    async (request, reply) => asStaff(request, reply, (token) => bank.confirm(token, request.body.lines))
  )

  api.get(
    "/api/bank-statements/csv-mapping",
    {
      preValidation,
      schema: { summary: "The CSV column mapping saved with the last statement (staff only)" },
    },
    async (request, reply) => asStaff(request, reply, (token) => bank.csvMapping(token))
  )
}
