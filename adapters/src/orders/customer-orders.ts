import { z } from "zod"
import type { MedusaCall } from "../medusa/call.js"
import type { Order } from "../contract/order.js"
import { toShopOrder } from "../mapping/to-shop-order.js"
import { MedusaOrder, ORDER_FIELDS } from "./medusa-order.js"

const StoreOrderPage = z.object({ orders: z.array(MedusaOrder) })

/** A customer's own orders, newest first, read with the customer's token from Medusa's store API. */
export async function listCustomerOrders(call: MedusaCall, token: string): Promise<Order[]> {
  const body = StoreOrderPage.parse(
    await call("/store/orders", { token, query: { fields: ORDER_FIELDS, order: "-created_at", limit: 50 } })
  )
  return body.orders.map(toShopOrder)
}
