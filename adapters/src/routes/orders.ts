import type { FastifyInstance } from "fastify"
import { z } from "zod"
import { asSignedIn, requireStaff } from "../auth/staff-access.js"
import { UpdateOrderStatus } from "../contract/order.js"
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
  app.get("/api/orders", async (request, reply) => {
    const { token } = await requireStaff(cookies, request, reply)
    return asSignedIn(cookies, request, reply, () => orders.list(token))
  })

  app.put("/api/orders/:id/status", async (request, reply) => {
    const { token } = await requireStaff(cookies, request, reply)
    const { id } = parseInput(OrderId, request.params)
    const { status, trackingNumber, carrier } = parseInput(UpdateOrderStatus, request.body)
    return asSignedIn(cookies, request, reply, () => orders.changeStatus(token, id, { to: status, trackingNumber, carrier }))
  })
}
