import { readFileSync } from "node:fs"
import { MedusaOrder } from "../mapping/medusa-order.js"

/**
 * GET /admin/orders with the shop's order fields, captured from a real Medusa with the demo
 * shop: one order in each state, newest first (delivered, shipped, paid, processing,
 * awaiting transfer, canceled). Each carries the shop_status commerce adds to its order
 * answers (commerce/src/workflows/orders/order-status.ts, whose test reads the same states).
 */
export function capturedOrders(): MedusaOrder[] {
  const body = JSON.parse(readFileSync(new URL("./fixtures/admin-orders.json", import.meta.url), "utf8")) as {
    orders: unknown[]
  }
  return body.orders.map((order) => MedusaOrder.parse(order))
}
