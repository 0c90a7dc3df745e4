import type { FastifyInstance } from "fastify"
import { z } from "zod"
import { asSignedIn, requireStaff } from "../auth/staff-access.js"
import { ORDER_PAGE_HEADERS, OrderListQuery, UpdateOrderStatus } from "../contract/order.js"
import { parseInput } from "../http/errors.js"
import type { OrderService } from "../orders/order-service.js"
import type { SessionCookies } from "../session/session-cookies.js"

const OrderId = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, "id is not an order id") })

/** Staff only: the dashboard's order list and the status workflow. */
export function orderRoutes(app: FastifyInstance, orders: OrderService, cookies: SessionCookies): void {
  // Staff answers name customers: never kept by a browser or a proxy.
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("cache-control", "no-store")
  })
  // The spec's list of orders, now one page of it (10 by default, newest first); the
  // paging and the number of orders the filter leaves travel in headers (README).
  app.get("/api/orders", async (request, reply) => {
    const { token } = await requireStaff(cookies, request, reply)
    const query = parseInput(OrderListQuery, request.query)
    const page = await asSignedIn(cookies, request, reply, () => orders.page(token, query))
    reply.header(ORDER_PAGE_HEADERS.total, String(page.total))
    reply.header(ORDER_PAGE_HEADERS.page, String(query.page))
    reply.header(ORDER_PAGE_HEADERS.pageSize, String(query.pageSize))
    return page.orders
  })

  // The dashboard's order figures, counted by Medusa's database.
  app.get("/api/orders/summary", async (request, reply) => {
    const { token } = await requireStaff(cookies, request, reply)
    return asSignedIn(cookies, request, reply, () => orders.summary(token))
  })

  app.put("/api/orders/:id/status", async (request, reply) => {
    const { token } = await requireStaff(cookies, request, reply)
    const { id } = parseInput(OrderId, request.params)
    const { status, trackingNumber, carrier } = parseInput(UpdateOrderStatus, request.body)
    return asSignedIn(cookies, request, reply, () => orders.changeStatus(token, id, { to: status, trackingNumber, carrier }))
  })
}
