import { readFileSync } from "node:fs"
import { MedusaOrder } from "../mapping/medusa-order.js"

/**
 * GET /admin/orders?fields=ORDER_FIELDS captured from a real Medusa with the demo
 * shop: one order in each state, newest first (delivered, shipped, paid,
 * processing, awaiting transfer, canceled).
 */
export function capturedOrders(): MedusaOrder[] {
  const body = JSON.parse(readFileSync(new URL("./fixtures/admin-orders.json", import.meta.url), "utf8")) as {
    orders: unknown[]
  }
  return body.orders.map((order) => MedusaOrder.parse(order))
}
