import type { Order } from "../contract/order.js"
import { toShopOrder } from "../mapping/to-shop-order.js"
import type { OrdersGateway, Transition } from "./orders-gateway.js"

/** The dashboard's reads and the status workflow of spec §4, over Medusa's own order state. */
export class OrderService {
  constructor(private readonly gateway: OrdersGateway) {}

  async list(token: string): Promise<Order[]> {
    return (await this.gateway.list(token)).map(toShopOrder)
  }

  /** Which steps are allowed is Medusa's to decide, under its lock; the answer is mapped here. */
  async changeStatus(token: string, id: string, transition: Transition): Promise<Order> {
    return toShopOrder(await this.gateway.transition(token, id, transition))
  }
}
