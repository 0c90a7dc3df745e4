import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { getOrdersListWorkflow } from "@medusajs/medusa/core-flows"
import { SHOP_ORDER_FIELDS, withShopStatus } from "../../../../admin/shop-orders/shop-order-view"

// The account page lists this many orders, newest first.
const LIMIT = 50

/**
 * The signed-in customer's own orders as the shop server maps them: the same fields as the
 * staff's order answers, and the shop's status beside Medusa's, worked out here only.
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const { result } = await getOrdersListWorkflow(req.scope).run({
    input: {
      fields: SHOP_ORDER_FIELDS,
      variables: {
        filters: { customer_id: req.auth_context.actor_id, is_draft_order: false },
        skip: 0,
        take: LIMIT,
        order: { created_at: "DESC" },
      },
    },
  })
  const orders = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows
  res.json({ orders: orders.map((order) => withShopStatus(order as Parameters<typeof withShopStatus>[0])) })
}
