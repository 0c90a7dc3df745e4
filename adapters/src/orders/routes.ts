import type { FastifyInstance } from "fastify"
import type { ZodTypeProvider } from "fastify-type-provider-zod"
import { z } from "zod"
import { STAFF_ONLY, staffAccess } from "../session/access.js"
import { Order, OrderDetail, ORDER_PAGE_HEADERS, OrderIdParams, OrderListQuery, OrderSummary } from "../contract/order.js"
import { UpdateOrderStatus } from "../contract/order-status-change.js"
import { answer, problem } from "../http/openapi.js"
import type { OrdersGateway } from "./gateway.js"
import type { SessionCookies } from "../session/session-cookies.js"

/** Staff only: the dashboard's order list and the status workflow. */
export function orderRoutes(app: FastifyInstance, orders: OrdersGateway, cookies: SessionCookies): void {
  const api = app.withTypeProvider<ZodTypeProvider>()
  // Staff answers name customers: never kept by a browser or a proxy.
  api.addHook("onRequest", async (_request, reply) => {
    reply.header("cache-control", "no-store")
  })
  const { preValidation, asStaff } = staffAccess(cookies)

  // The spec's list of orders, now one page of it (10 by default, newest first); the
  // paging and the number of orders the filter leaves travel in headers (README).
  api.get(
    "/api/orders",
    {
      preValidation,
      schema: {
        summary: "One page of orders, newest first, optionally filtered by status or searched (staff only)",
        description:
          "Needs the session cookie set by sign-in. Without parameters: the 10 newest orders. The number of orders the " +
          "filter leaves, the page and its size come in the X-Total-Count, X-Page and X-Page-Size headers; a search " +
          "counts up to 10,000 orders, and X-Total-Capped: true says it matched more. " +
          "The status is derived from Medusa: canceled > delivered > shipped > paid > processing > pending.",
        querystring: OrderListQuery,
        response: {
          200: answer(z.array(Order), "The page of orders"),
          400: problem("A malformed page, size, status or search"),
          ...STAFF_ONLY,
        },
      },
    },
    async (request, reply) => {
      const query = request.query
      const page = await asStaff(request, reply, (token) => orders.page(token, query))
      reply.header(ORDER_PAGE_HEADERS.total, String(page.total))
      if (page.totalCapped) reply.header(ORDER_PAGE_HEADERS.totalCapped, "true")
      reply.header(ORDER_PAGE_HEADERS.page, String(query.page))
      reply.header(ORDER_PAGE_HEADERS.pageSize, String(query.pageSize))
      return page.orders
    }
  )

  // The dashboard's order figures, counted by Medusa's database.
  api.get(
    "/api/orders/summary",
    {
      preValidation,
      schema: {
        summary: "The dashboard's order figures, counted by the database (staff only)",
        response: { 200: answer(OrderSummary, "Counts and sums over every order"), ...STAFF_ONLY },
      },
    },
    async (request, reply) => asStaff(request, reply, (token) => orders.summary(token))
  )

  // One order's own page (beyond the spec, README): everything staff need to pack, ship and answer.
  api.get(
    "/api/orders/:id",
    {
      preValidation,
      schema: {
        summary: "One order with its address, pieces, payments and timeline (staff only)",
        description:
          "The order as the dashboard lists it, plus the customer's phone, the shipping address and method, each piece " +
          "with its obverse, grade, certificate and catalogue reference, the totals, each bank transfer recorded, the " +
          "payment's captures and refunds, and a timeline of what happened, who did it and which e-mails were sent.",
        params: OrderIdParams,
        response: {
          200: answer(OrderDetail, "The order"),
          400: problem("A malformed order id"),
          ...STAFF_ONLY,
          404: problem("No such order"),
        },
      },
    },
    async (request, reply) => asStaff(request, reply, (token) => orders.detail(token, request.params.id))
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
      const { status, trackingNumber, carrier } = request.body
      return asStaff(request, reply, (token) =>
        orders.changeStatus(token, request.params.id, { to: status, trackingNumber, carrier })
      )
    }
  )
}
