import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { removeOrders } from "./orphan-orders"

type LinkedOrder = {
  id: string
  items?: ({ id: string; variant_id?: string | null } | null)[] | null
  payment_collections?: ({ payments?: ({ id: string } | null)[] | null } | null)[] | null
}

const NONE = { placed: null, removed: null }

/**
 * Medusa's completion commits its steps one by one, and answers a cart already linked to an
 * order with that order as it is. A Medusa killed after the link but before the pieces were
 * reserved or the payment authorised leaves such an order: linked, but not whole. Called under
 * the cart's lock before Medusa's completion, this removes such an order and reopens the cart,
 * so the completion places it again, whole. A whole order is left alone. Answers the id of the
 * whole order the cart has already (`placed`) or of the order it removed (`removed`), if any.
 */
export async function reopenUnfinishedOrder(
  container: MedusaContainer,
  cartId: string
): Promise<{ placed: string | null; removed: string | null }> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: links } = await query.graph({ entity: "order_cart", fields: ["order_id"], filters: { cart_id: cartId } })
  const orderId = (links[0] as { order_id?: string } | undefined)?.order_id
  if (!orderId) return NONE
  const { data } = await query.graph({
    entity: "order",
    fields: ["id", "items.id", "items.variant_id", "payment_collections.payments.id"],
    filters: { id: orderId },
  })
  const order = data[0] as LinkedOrder | undefined
  if (!order) return NONE
  if ((await isReserved(container, order)) && isAuthorised(order)) return { placed: order.id, removed: null }

  await removeOrders(container, [order.id])
  await container.resolve(Modules.CART).updateCarts(cartId, { completed_at: null })
  container
    .resolve(ContainerRegistrationKeys.LOGGER)
    .warn(`Reopened cart ${cartId}: its order ${order.id}, left unfinished by an interrupted completion, was removed`)
  return { placed: null, removed: order.id }
}

const isAuthorised = (order: LinkedOrder) => (order.payment_collections ?? []).some((c) => (c?.payments ?? []).length > 0)

/** Every piece of the order whose stock Medusa keeps has its reservation. */
async function isReserved(container: MedusaContainer, order: LinkedOrder): Promise<boolean> {
  const items = (order.items ?? []).flatMap((item) => (item?.variant_id ? [{ id: item.id, variant: item.variant_id }] : []))
  if (!items.length) return true
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: variants } = await query.graph({
    entity: "variant",
    fields: ["id", "manage_inventory"],
    filters: { id: items.map((i) => i.variant) },
  })
  const kept = new Set(
    (variants as { id: string; manage_inventory?: boolean }[]).filter((v) => v.manage_inventory).map((v) => v.id)
  )
  const needed = items.filter((i) => kept.has(i.variant))
  if (!needed.length) return true
  const reservations = await container
    .resolve(Modules.INVENTORY)
    .listReservationItems({ line_item_id: needed.map((i) => i.id) }, { select: ["line_item_id"] })
  const reserved = new Set(reservations.map((r) => r.line_item_id))
  return needed.every((i) => reserved.has(i.id))
}
