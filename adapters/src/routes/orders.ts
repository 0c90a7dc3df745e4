import type { FastifyInstance } from "fastify"
import type { ZodTypeProvider } from "fastify-type-provider-zod"
import { z } from "zod"
import { asSignedIn, STAFF_ONLY, staffOnly, staffSession } from "../auth/staff-access.js"
import { Order, OrderIdParams, UpdateOrderStatus } from "../contract/order.js"
import { answer, problem } from "../http/openapi.js"
import type { OrderService } from "../orders/order-service.js"
import type { SessionCookies } from "../session/session-cookies.js"

/** Staff only: the dashboard's order list and the status workflow. */
export function orderRoutes(app: FastifyInstance, orders: OrderService, cookies: SessionCookies): void {
  const api = app.withTypeProvider<ZodTypeProvider>()
  // Staff answers name customers: never kept by a browser or a proxy.
  api.addHook("onRequest", async (_request, reply) => {
    reply.header("cache-control", "no-store")
  })
  const preValidation = staffOnly(cookies)

  api.get(
    "/api/orders",
    {
      preValidation,
      schema: {
        summary: "Every order, newest first (staff only)",
        description:
          "Needs the session cookie set by sign-in. Called with the staff member's own Medusa token. " +
          "The status is derived from Medusa: canceled > delivered > shipped > paid > processing > pending.",
        response: { 200: answer(z.array(Order), "All orders"), ...STAFF_ONLY },
      },
    },
    async (request, reply) => {
      const { token } = staffSession(request)
      return asSignedIn(cookies, request, reply, () => orders.list(token))
    }
  )

  api.put(
    "/api/orders/:id/status",
    {
      preValidation,
      schema: {
        summary: "Advances an order's status (staff only)",
        description:
          "Allowed: pending → processing (marks the order), paid → shipped (fulfils every item and ships it in Medusa), " +
          "shipped → delivered (marks the fulfilment delivered).",
        params: OrderIdParams,
        body: UpdateOrderStatus,
        response: {
          200: answer(Order, "The order with its new status"),
          400: problem("A malformed body or id"),
          ...STAFF_ONLY,
          404: problem("No such order"),
          409: problem("The order's current status does not allow this change; the message names both statuses"),
          415: problem("The body is not JSON"),
        },
      },
    },
    async (request, reply) => {
      const { token } = staffSession(request)
      const { status, trackingNumber, carrier } = request.body
      return asSignedIn(cookies, request, reply, () =>
        orders.changeStatus(token, request.params.id, { to: status, trackingNumber, carrier })
      )
    }
  )
}
