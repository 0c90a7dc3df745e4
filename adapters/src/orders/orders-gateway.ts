import { z } from "zod"
import { MedusaAnswerError, type MedusaCall } from "../auth/medusa-caller.js"
import { HttpError } from "../http/errors.js"
import { PROCESSING_MARK } from "../mapping/order-status.js"
import { MedusaOrder, ORDER_FIELDS } from "./medusa-order.js"

const OrderPage = z.object({ orders: z.array(MedusaOrder), count: z.number().int().nonnegative() })
const OrderBody = z.object({ order: MedusaOrder })

const PAGE = 100
// A safety net, not a limit a shop of this size meets: the dashboard lists every order.
const MAX_ORDERS = 20_000

/** What the order dashboard needs from Medusa's admin API, always with the staff member's own token. */
export interface OrdersGateway {
  list(token: string): Promise<MedusaOrder[]>
  retrieve(token: string, id: string): Promise<MedusaOrder | undefined>
  markProcessing(token: string, order: MedusaOrder): Promise<void>
  fulfilAndShip(token: string, order: MedusaOrder): Promise<void>
  markDelivered(token: string, order: MedusaOrder): Promise<void>
}

/** Medusa refused the work the state seemed to allow (e.g. another staff member was quicker). */
export class OrderConflictError extends HttpError {
  constructor(message: string) {
    super(409, message)
  }
}

export function createOrdersGateway(call: MedusaCall): OrdersGateway {
  const post = async (token: string, path: string, body: Record<string, unknown>) => {
    try {
      await call(path, { method: "POST", token, body })
    } catch (error) {
      if (error instanceof MedusaAnswerError && (error.status === 400 || error.status === 409)) {
        throw new OrderConflictError(`The order could not be updated: ${error.message}`)
      }
      throw error
    }
  }

  return {
    async list(token) {
      const orders: MedusaOrder[] = []
      for (let offset = 0; offset < MAX_ORDERS; offset += PAGE) {
        const page = OrderPage.parse(
          await call("/admin/orders", { token, query: { fields: ORDER_FIELDS, order: "-created_at", limit: PAGE, offset } })
        )
        orders.push(...page.orders)
        if (page.orders.length < PAGE || orders.length >= page.count) break
      }
      return orders
    },

    async retrieve(token, id) {
      try {
        return OrderBody.parse(await call(`/admin/orders/${encodeURIComponent(id)}`, { token, query: { fields: ORDER_FIELDS } }))
          .order
      } catch (error) {
        if (error instanceof MedusaAnswerError && error.status === 404) return undefined
        throw error
      }
    },

    async markProcessing(token, order) {
      await post(token, `/admin/orders/${order.id}`, { metadata: { ...order.metadata, [PROCESSING_MARK]: true } })
    },

    // One fulfilment of everything not yet fulfilled, then a shipment of every fulfilment not yet shipped.
    async fulfilAndShip(token, order) {
      const items = (order.items ?? [])
        .map((item) => ({ id: item.id, quantity: item.quantity - (item.detail?.fulfilled_quantity ?? 0) }))
        .filter((item) => item.quantity > 0)
      if (items.length > 0) await post(token, `/admin/orders/${order.id}/fulfillments`, { items })
      const fresh = await this.retrieve(token, order.id)
      for (const fulfilment of fresh?.fulfillments ?? []) {
        if (fulfilment.canceled_at || fulfilment.shipped_at) continue
        const items = (fulfilment.items ?? []).flatMap((item) =>
          item.line_item_id ? [{ id: item.line_item_id, quantity: item.quantity }] : []
        )
        await post(token, `/admin/orders/${order.id}/fulfillments/${fulfilment.id}/shipments`, { items })
      }
    },

    async markDelivered(token, order) {
      for (const fulfilment of order.fulfillments ?? []) {
        if (fulfilment.canceled_at || !fulfilment.shipped_at || fulfilment.delivered_at) continue
        await post(token, `/admin/orders/${order.id}/fulfillments/${fulfilment.id}/mark-as-delivered`, {})
      }
    },
  }
}
