import type { Order, OrderDetail, OrderListQuery, OrderSummary } from "../contract/order.js"
import { toOrderDetail } from "./to-order-detail.js"
import { tableRowToShopOrder, toShopOrder } from "../mapping/to-shop-order.js"
import type { OrdersGateway, Transition } from "./gateway.js"

/** The dashboard's reads and the status workflow of spec §4, over Medusa's own order state. */
export class OrderService {
  constructor(private readonly gateway: OrdersGateway) {}

  /**
   * One page of the table, newest first, and how many orders the filter and search leave;
   * `totalCapped` when a search matched more than it counts.
   */
  async page(token: string, query: OrderListQuery): Promise<{ orders: Order[]; total: number; totalCapped: boolean }> {
    const page = await this.gateway.page(token, query)
    return { orders: page.orders.map(tableRowToShopOrder), total: page.count, totalCapped: page.count_capped ?? false }
  }

  async summary(token: string): Promise<OrderSummary> {
    const summary = await this.gateway.summary(token)
    return {
      totalOrders: summary.orders,
      revenue: summary.revenue,
      activeUsers: summary.active_customers,
      activeDays: summary.active_days,
    }
  }

  /** One order's page for staff. */
  async detail(token: string, id: string): Promise<OrderDetail> {
    return toOrderDetail(await this.gateway.detail(token, id), this.gateway.medusaUrl)
  }

  /** Which steps are allowed is Medusa's to decide, under its lock; the answer is mapped here. */
  async changeStatus(token: string, id: string, transition: Transition): Promise<Order> {
    return toShopOrder(await this.gateway.transition(token, id, transition))
  }
}
