import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { refreshOrderRows } from "../../modules/order-rows/rows"

/**
 * Medusa's completion commits its steps one by one: a Medusa killed after it created the order
 * but before it linked the order to the cart leaves an order no cart points at, and the cart not
 * completed, so completing the cart again would place a second order. Such an order names its
 * cart in its metadata (mark-cart.ts). Called under the completion's lock for a cart with no order
 * linked, before Medusa creates the order again: those orders are deleted, with the reservations
 * and payment links they got.
 * Answers the ids of the orders it removed.
 */
export async function undoOrphanOrders(
  container: MedusaContainer,
  cartId: string,
  customerId: string | undefined
): Promise<string[]> {
  // Such an order has the cart's customer (every cart of the shop has one, a guest's record or an
  // account): looked up through Medusa's index on the order's customer, not the whole table.
  if (!customerId) return []
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const rows: { id: string }[] = await db("order")
    .select("id")
    .where({ customer_id: customerId })
    .whereRaw("metadata->>'cart_id' = ?", [cartId])
    .whereNull("deleted_at")
  if (!rows.length) return []
  const ids = rows.map((row) => row.id)
  await removeOrders(container, ids)
  container
    .resolve(ContainerRegistrationKeys.LOGGER)
    .warn(`Removed order ${ids.join(", ")}, left unlinked by an interrupted completion of cart ${cartId}`)
  return ids
}

/**
 * Undoes orders an interrupted completion left: their pieces' reservations, their links to the
 * payment collection and the cart, the orders themselves (soft-deleted) and their dashboard rows.
 */
export async function removeOrders(container: MedusaContainer, ids: string[]): Promise<void> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: orders } = await query.graph({
    entity: "order",
    fields: ["id", "items.id", "payment_collections.id"],
    filters: { id: ids },
  })
  const itemIds = orders.flatMap((order) => (order.items ?? []).flatMap((item: { id: string } | null) => (item ? [item.id] : [])))
  if (itemIds.length) await container.resolve(Modules.INVENTORY).deleteReservationItemsByLineItem(itemIds)
  const link = container.resolve(ContainerRegistrationKeys.LINK)
  for (const order of orders) {
    for (const collection of order.payment_collections ?? []) {
      if (!collection) continue
      await link.dismiss({
        [Modules.ORDER]: { order_id: order.id },
        [Modules.PAYMENT]: { payment_collection_id: collection.id },
      })
    }
  }
  const { data: carts } = await query.graph({ entity: "order_cart", fields: ["order_id", "cart_id"], filters: { order_id: ids } })
  for (const { order_id, cart_id } of carts) {
    await link.dismiss({ [Modules.ORDER]: { order_id }, [Modules.CART]: { cart_id } })
  }
  await container.resolve(Modules.ORDER).softDeleteOrders(ids)
  await refreshOrderRows(container.resolve(ContainerRegistrationKeys.PG_CONNECTION), ids)
}
