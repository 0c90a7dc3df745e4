import type { FastifyInstance } from "fastify"
import type { ZodTypeProvider } from "fastify-type-provider-zod"
import { STAFF_ONLY, staffAccess } from "../session/access.js"
import { Order, OrderIdParams } from "../contract/order.js"
import { CancelOrder, RefundOrder } from "../contract/take-back.js"
import { answer, problem } from "../http/openapi.js"
import type { TakeBackGateway } from "./gateway.js"
import type { SessionCookies } from "../session/session-cookies.js"

/** Staff only: taking an order back at the order desk. Each is one Medusa workflow under the order's lock. */
export function orderTakeBackRoutes(app: FastifyInstance, gateway: TakeBackGateway, cookies: SessionCookies): void {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { preValidation, asStaff } = staffAccess(cookies)
  const answers = {
    ...STAFF_ONLY,
    404: problem("No such order"),
    415: problem("The body is not JSON"),
    502: problem("Medusa or the card processor failed; the message says what to check"),
  }

  api.post(
    "/api/orders/:id/cancel",
    {
      preValidation,
      schema: {
        summary: "Cancels an order not yet shipped, refunds what was paid and puts its pieces back on sale (staff only)",
        description:
          "A card payment is refunded to the card; for an order paid by bank transfer, give the refund transfer's " +
          "refundedOn and bankReference. The buyer gets an e-mail. Of identical requests at once, one cancels.",
        params: OrderIdParams,
        body: CancelOrder,
        response: {
          200: answer(Order, "The canceled order"),
          400: problem("A malformed id or body, or a bank-transfer order without its refund transfer"),
          409: problem("Shipped, or canceled already; the message names the order's status"),
          ...answers,
        },
      },
    },
    async (request, reply) => asStaff(request, reply, (token) => gateway.cancel(token, request.params.id, request.body))
  )

  api.post(
    "/api/orders/:id/refunds",
    {
      preValidation,
      schema: {
        summary: "Refunds all or part of a paid order; pieces sent back go on sale again (staff only)",
        description:
          'amount in euros ("25.00"); without it, the chosen pieces\' price (itemIds) or all that is left. ' +
          "returned: true when the chosen pieces came back from the buyer. For an order paid by bank transfer, the " +
          "refund transfer's refundedOn and bankReference. Before shipping, refunding all that is left is a cancel.",
        params: OrderIdParams,
        body: RefundOrder,
        response: {
          200: answer(Order, "The order after the refund"),
          400: problem("A malformed id or body, a piece not of this order, or a bank refund without its transfer"),
          409: problem("More than is left to refund, nothing paid, canceled, or a piece taken back already"),
          ...answers,
        },
      },
    },
    async (request, reply) => asStaff(request, reply, (token) => gateway.refund(token, request.params.id, request.body))
  )
}
