import { z } from "zod"
import type { OrderListQuery, OrderStatus } from "../contract/order.js"
import { orderNumber } from "../contract/order-number.js"
import type { MedusaClient } from "../medusa/client.js"
import { translated } from "../medusa/errors.js"
import {
  MedusaOrder,
  OrderDetailBody,
  OrderTablePage,
  OrderTableSummary,
  type MedusaOrderDetail,
} from "../mapping/medusa-order.js"

const OrderBody = z.object({ order: MedusaOrder })
const Conflict = z.object({ status: z.string() })
const SummaryBody = z.object({ summary: OrderTableSummary })

// A transition may wait for another one on the same order (Medusa's lock) before its own work.
const TRANSITION_TIMEOUT_MS = 30_000

export type Transition = { to: OrderStatus; trackingNumber?: string; carrier?: string }

/** What the order dashboard needs from Medusa's admin API, always with the staff member's own token. */
export interface OrdersGateway {
  /** One page of the dashboard's table, filtered and counted by Medusa's database. */
  page(token: string, query: OrderListQuery): Promise<OrderTablePage>
  summary(token: string): Promise<OrderTableSummary>
  /** One order's page: its row, address, pieces, payments and timeline. */
  detail(token: string, id: string): Promise<MedusaOrderDetail>
  /** Where Medusa's own file URLs point, to make them same-origin. */
  readonly medusaUrl: string
  /** One call: Medusa's workflow checks the status under a lock on the order and does the whole step, or nothing. */
  transition(token: string, id: string, transition: Transition): Promise<MedusaOrder>
}

export function createOrdersGateway(medusa: MedusaClient): OrdersGateway {
  return {
    medusaUrl: medusa.baseUrl,

    async detail(token, id) {
      const body = await translated(
        () => medusa.request(`/admin/shop-orders/${encodeURIComponent(id)}`, OrderDetailBody, { token }),
        { notFound: `There is no order ${id}.` }
      )
      return body.order_detail
    },

    page(token, { page, pageSize, status, search }) {
      return medusa.request("/admin/shop-orders", OrderTablePage, {
        token,
        // The table's "awaiting-payment" is Medusa's "awaiting_payment".
        query: { page, limit: pageSize, status: status?.replace("-", "_"), q: search },
      })
    },

    async summary(token) {
      return (await medusa.request("/admin/shop-orders/summary", SummaryBody, { token })).summary
    },

    async transition(token, id, { to, trackingNumber, carrier }) {
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
      return order
    },
  }
}
