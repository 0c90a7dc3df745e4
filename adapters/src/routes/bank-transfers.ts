import type { FastifyInstance } from "fastify"
import { z } from "zod"
import { asSignedIn, requireStaff } from "../auth/staff-access.js"
import { ConfirmStatement, MatchStatement, MAX_STATEMENT_CHARS, RecordBankPayment } from "../contract/bank-transfer.js"
import { parseInput } from "../http/errors.js"
import type { BankTransfersGateway } from "../payments/bank-transfers-gateway.js"
import type { SessionCookies } from "../session/session-cookies.js"

const OrderId = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, "id is not an order id") })
// A statement travels as JSON text; room for JSON escaping above the text's own limit.
const STATEMENT_BODY_LIMIT = MAX_STATEMENT_CHARS * 1.25

/**
 * Staff only, behind the same guard as /api/orders: a bank transfer's payment and the
 * bank statement. Each route calls one Medusa admin route, which does the work in one
 * workflow under the order's lock; this server only guards and maps.
 */
export function bankTransferRoutes(app: FastifyInstance, bank: BankTransfersGateway, cookies: SessionCookies): void {
  app.get("/api/orders/:id/bank-payments", async (request, reply) => {
    const { token } = await requireStaff(cookies, request, reply)
    const { id } = parseInput(OrderId, request.params)
    return asSignedIn(cookies, request, reply, () => bank.payment(token, id))
  })

  app.post("/api/orders/:id/bank-payments", async (request, reply) => {
    const { token } = await requireStaff(cookies, request, reply)
    const { id } = parseInput(OrderId, request.params)
    const body = parseInput(RecordBankPayment, request.body)
    return asSignedIn(cookies, request, reply, () => bank.record(token, id, body))
  })

  app.post("/api/bank-statements/match", { bodyLimit: STATEMENT_BODY_LIMIT }, async (request, reply) => {
    const { token } = await requireStaff(cookies, request, reply)
    const body = parseInput(MatchStatement, request.body)
    return asSignedIn(cookies, request, reply, () => bank.match(token, body))
  })

  app.post("/api/bank-statements/confirm", { bodyLimit: STATEMENT_BODY_LIMIT }, async (request, reply) => {
    const { token } = await requireStaff(cookies, request, reply)
    const { lines } = parseInput(ConfirmStatement, request.body)
    return asSignedIn(cookies, request, reply, () => bank.confirm(token, lines))
  })

  app.get("/api/bank-statements/csv-mapping", async (request, reply) => {
    const { token } = await requireStaff(cookies, request, reply)
    return asSignedIn(cookies, request, reply, () => bank.csvMapping(token))
  })
}
