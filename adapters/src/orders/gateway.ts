import { z } from "zod"
import type { Order, OrderDetail, OrderListQuery, OrderStatus, OrderSummary } from "../contract/order.js"
import { orderNumber } from "../contract/order-number.js"
import type { MedusaClient } from "../medusa/client.js"
import { translated } from "../medusa/errors.js"
import { MedusaOrder, OrderDetailBody, OrderTablePage, OrderTableSummary } from "../mapping/medusa-order.js"
import { tableRowToShopOrder, toShopOrder } from "../mapping/to-shop-order.js"
import { toOrderDetail } from "./to-order-detail.js"

const OrderBody = z.object({ order: MedusaOrder })
const Conflict = z.object({ status: z.string() })
const SummaryBody = z.object({ summary: OrderTableSummary })

// A transition may wait for another one on the same order (Medusa's lock) before its own work.
const TRANSITION_TIMEOUT_MS = 30_000

export type Transition = { to: OrderStatus; trackingNumber?: string; carrier?: string }

/** The order desk's reads and the status workflow of spec §4, from Medusa's admin API, always with the staff member's own token. */
export function createOrdersGateway(medusa: MedusaClient) {
  return {
    /**
     * One page of the table, newest first, filtered and counted by Medusa's database, and how
     * many orders the filter and search leave; `totalCapped` when a search matched more than it counts.
     */
    async page(token: string, { page, pageSize, status, search }: OrderListQuery) {
      const answer = await medusa.request("/admin/shop-orders", OrderTablePage, {
        token,
        // The table's "awaiting-payment" is Medusa's "awaiting_payment".
        query: { page, limit: pageSize, status: status?.replace("-", "_"), q: search },
      })
      return { orders: answer.orders.map(tableRowToShopOrder), total: answer.count, totalCapped: answer.count_capped ?? false }
    },

    async summary(token: string): Promise<OrderSummary> {
      const { summary } = await medusa.request("/admin/shop-orders/summary", SummaryBody, { token })
      return {
        totalOrders: summary.orders,
        revenue: summary.revenue,
        activeUsers: summary.active_customers,
        activeDays: summary.active_days,
      }
    },

    /** One order's page: its row, address, pieces, payments and timeline. */
    async detail(token: string, id: string): Promise<OrderDetail> {
      const body = await translated(
        () => medusa.request(`/admin/shop-orders/${encodeURIComponent(id)}`, OrderDetailBody, { token }),
        { notFound: `There is no order ${id}.` }
      )
      // Medusa's own file URLs are made same-origin.
      return toOrderDetail(body.order_detail, medusa.baseUrl)
    },

    /**
     * One call: Medusa's workflow checks the status under a lock on the order and does the
     * whole step, or nothing; which steps are allowed is Medusa's to decide.
     */
    async changeStatus(token: string, id: string, { to, trackingNumber, carrier }: Transition): Promise<Order> {
      const path = `/admin/shop-orders/${encodeURIComponent(id)}/transition`
      const request = { method: "POST" as const, token, body: { to, tracking_number: trackingNumber, carrier } }
      const { order } = await translated(
        () => medusa.request(path, OrderBody, { ...request, timeoutMs: TRANSITION_TIMEOUT_MS }),
        {
          notFound: `There is no order ${id}.`,
          conflict(body) {
            const now = Conflict.safeParse(body)
            const status = now.success ? now.data.status : "in another status"
            return `Order ${orderNumber(id)} is ${status}; it cannot be changed to ${to}. The list now shows its current status.`
          },
          failed: `Order ${orderNumber(id)} could not be marked as ${to}; nothing was changed. Please try again in a moment.`,
        }
      )
      return toShopOrder(order)
    },
  }
}

export type OrdersGateway = ReturnType<typeof createOrdersGateway>
