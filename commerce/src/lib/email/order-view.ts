import type { MedusaContainer } from "@medusajs/framework/types"
import { findOrder } from "../orders/read-order"
import { addressLines, type AddressRow, ORDER_READING_FIELDS, paidByCard, providersOf } from "../orders/reading"

/** What every order e-mail shows, read from Medusa. */
export type OrderView = {
  id: string
  email: string
  customerName: string
  createdAt: Date
  items: { name: string; quantity: number; total: number }[]
  itemTotal: number
  shippingName: string
  shippingTotal: number
  total: number
  address: string[]
  bankTransfer: boolean
  canceled: boolean
}

type Row = {
  id: string
  email?: string | null
  created_at: string | Date
  canceled_at?: string | Date | null
  status?: string
  total?: unknown
  item_total?: unknown
  shipping_total?: unknown
  items?: ({ title?: string | null; product_title?: string | null; quantity?: unknown; total?: unknown } | null)[] | null
  shipping_methods?: ({ name?: string | null } | null)[] | null
  shipping_address?: AddressRow
  payment_collections?: ({ payment_sessions?: ({ provider_id?: string } | null)[] | null } | null)[] | null
}

const num = (value: unknown) => Number(value ?? 0)

export async function loadOrderView(container: MedusaContainer, orderId: string): Promise<OrderView | undefined> {
  // Without Medusa's generated types the graph answers untyped rows; Row names what is read.
  const order = await findOrder<Row>(container, orderId, [...ORDER_READING_FIELDS, "canceled_at", "item_total"])
  if (!order?.email) return undefined
  const a = order.shipping_address
  const name = [a?.first_name, a?.last_name].filter(Boolean).join(" ")
  const address = [...addressLines(a), ...(a?.phone?.trim() ? [`Phone ${a.phone}`] : [])]
  const providers = providersOf(order.payment_collections)
  return {
    id: order.id,
    email: order.email,
    customerName: name,
    createdAt: new Date(order.created_at),
    items: (order.items ?? []).flatMap((item) =>
      item ? [{ name: item.product_title || item.title || "Item", quantity: num(item.quantity), total: num(item.total) }] : []
    ),
    itemTotal: num(order.item_total),
    shippingName: order.shipping_methods?.[0]?.name ?? "Shipping",
    shippingTotal: num(order.shipping_total),
    total: num(order.total),
    address,
    bankTransfer: providers.includes("pp_system_default") && !paidByCard(providers),
    canceled: order.status === "canceled" || !!order.canceled_at,
  }
}
