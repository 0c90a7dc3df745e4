import { z } from "zod"
import type { OrderListQuery, OrderStatus } from "../contract/order.js"
import { passingRefusals } from "../auth/medusa-caller.js"
import { orderNumber } from "../checkout/to-placed-order.js"
import { HttpError } from "../http/errors.js"
import { MedusaError, type MedusaClient } from "../medusa/client.js"
import { MedusaOrder, OrderDetailBody, OrderTablePage, OrderTableSummary, type MedusaOrderDetail } from "./medusa-order.js"

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
      const body = await passingRefusals(
        () => medusa.request(`/admin/shop-orders/${encodeURIComponent(id)}`, OrderDetailBody, { token }),
        `There is no order ${id}.`
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
      try {
        const { order } = await medusa.request(path, OrderBody, {
          method: "POST",
          token,
          body: { to, tracking_number: trackingNumber, carrier },
          timeoutMs: TRANSITION_TIMEOUT_MS,
        })
        return order
      } catch (error) {
        if (!(error instanceof MedusaError)) throw error
        if (error.status === 404) throw new HttpError(404, `There is no order ${id}.`)
        if (error.status === 409) {
          const now = Conflict.safeParse(error.body)
          const status = now.success ? now.data.status : "in another status"
          throw new HttpError(
            409,
            `Order ${orderNumber(id)} is ${status}; it cannot be changed to ${to}. The list now shows its current status.`
          )
        }
        if (error.status !== undefined && error.status >= 500) {
          throw new HttpError(
            502,
            `Order ${orderNumber(id)} could not be marked as ${to}; nothing was changed. Please try again in a moment.`
          )
        }
        throw error
      }
    },
  }
}
