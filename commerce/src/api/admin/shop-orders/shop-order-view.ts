import type { MedusaContainer } from "@medusajs/framework/types"
import { getOrderDetailWorkflow } from "@medusajs/medusa/core-flows"
import { shopStatusOf } from "../../../workflows/orders/order-status"

/**
 * What the shop server maps an order from (adapters/src/mapping/medusa-order.ts): the one list
 * of the order's fields, for the staff's order answers and the customer's own orders alike.
 */
export const SHOP_ORDER_FIELDS = [
  "id",
  "display_id",
  "email",
  "status",
  "payment_status",
  "fulfillment_status",
  "metadata",
  "total",
  "currency_code",
  "created_at",
  "customer.first_name",
  "customer.last_name",
  "customer.email",
  "shipping_address.first_name",
  "shipping_address.last_name",
  "items.id",
  "items.title",
  "items.product_title",
  "items.quantity",
  "items.detail.fulfilled_quantity",
  "items.detail.shipped_quantity",
  "fulfillments.id",
  "fulfillments.shipped_at",
  "fulfillments.delivered_at",
  "fulfillments.canceled_at",
  "fulfillments.metadata",
  "fulfillments.labels.tracking_number",
  "fulfillments.items.line_item_id",
  "fulfillments.items.quantity",
]

/** An order read with SHOP_ORDER_FIELDS, with the shop's status beside Medusa's own. */
export const withShopStatus = <O extends Parameters<typeof shopStatusOf>[0]>(order: O) => ({
  ...order,
  shop_status: shopStatusOf(order),
})

/** The order as Medusa's admin API shows it, with the shop's status beside Medusa's own. */
export async function shopOrderView(container: MedusaContainer, orderId: string) {
  const { result } = await getOrderDetailWorkflow(container).run({ input: { order_id: orderId, fields: SHOP_ORDER_FIELDS } })
  return withShopStatus(result)
}
