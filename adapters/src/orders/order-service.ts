import type { Order, OrderStatus } from "../contract/order.js"
import { HttpError } from "../http/errors.js"
import { deriveOrderStatus, isAllowedTransition } from "../mapping/order-status.js"
import { toShopOrder } from "../mapping/to-shop-order.js"
import type { OrdersGateway } from "./orders-gateway.js"

/** The dashboard's reads and the status workflow of spec §4, over Medusa's own order state. */
export class OrderService {
  constructor(private readonly gateway: OrdersGateway) {}

  async list(token: string): Promise<Order[]> {
    return (await this.gateway.list(token)).map(toShopOrder)
  }

  async changeStatus(token: string, id: string, to: OrderStatus): Promise<Order> {
    const order = await this.gateway.retrieve(token, id)
    if (!order) throw new HttpError(404, `There is no order ${id}.`)
    const from = deriveOrderStatus(order)
    if (!isAllowedTransition(from, to)) {
      throw new HttpError(409, `Order ${id} is ${from}; it cannot be changed to ${to}.`)
    }
    if (to === "processing") await this.gateway.markProcessing(token, order)
    else if (to === "shipped") await this.gateway.fulfilAndShip(token, order)
    else await this.gateway.markDelivered(token, order)

    const updated = await this.gateway.retrieve(token, id)
    if (!updated) throw new HttpError(404, `There is no order ${id}.`)
    return toShopOrder(updated)
  }
}
