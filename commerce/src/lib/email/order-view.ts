import type { MedusaContainer } from "@medusajs/framework/types"
import { findOrder } from "../orders/read-order"
import { addressLines, type AddressRow, countryName, ORDER_READING_FIELDS, paidByCard, providersOf } from "../orders/reading"
import { keptLanguage, type Language } from "../languages"
import { nameGiven, translatedNames } from "../translated-names"

/** What every order e-mail shows, read from Medusa. */
export type OrderView = {
  id: string
  email: string
  customerName: string
  /** The order's e-mails are written in it: the order's language, else its customer's; English when none is kept. */
  language?: Language
  createdAt: Date
  /**
   * A line's name: its product's name in the order's language, else the line's own; empty when
   * Medusa has none (the e-mail then says "Item" in its language).
   */
  items: { id: string; name: string; quantity: number; total: number }[]
  itemTotal: number
  /** The shipping option's name in the order's language; empty when there is none (the e-mail then says "Shipping"). */
  shippingName: string
  shippingTotal: number
  total: number
  /** Name, street, town and country (in the order's language). */
  address: string[]
  /** The address's phone number, printed after it. */
  phone?: string
  bankTransfer: boolean
  canceled: boolean
}

type Row = {
  id: string
  email?: string | null
  created_at: string | Date
  metadata?: Record<string, unknown> | null
  customer?: { metadata?: Record<string, unknown> | null } | null
  canceled_at?: string | Date | null
  status?: string
  total?: unknown
  item_total?: unknown
  shipping_total?: unknown
  items?:
    | ({
        id: string
        product_id?: string | null
        title?: string | null
        product_title?: string | null
        quantity?: unknown
        total?: unknown
      } | null)[]
    | null
  shipping_methods?: ({ name?: string | null; shipping_option_id?: string | null } | null)[] | null
  shipping_address?: AddressRow
  payment_collections?: ({ payment_sessions?: ({ provider_id?: string } | null)[] | null } | null)[] | null
}

const num = (value: unknown) => Number(value ?? 0)

export async function loadOrderView(container: MedusaContainer, orderId: string): Promise<OrderView | undefined> {
  // Without Medusa's generated types the graph answers untyped rows; Row names what is read.
  const order = await findOrder<Row>(container, orderId, [
    ...ORDER_READING_FIELDS,
    "canceled_at",
    "item_total",
    "metadata",
    "customer.metadata",
    "items.id",
    "items.product_id",
    "shipping_methods.shipping_option_id",
  ])
  if (!order?.email) return undefined
  const language = keptLanguage(order.metadata) ?? keptLanguage(order.customer?.metadata) ?? "en"
  const a = order.shipping_address
  const name = [a?.first_name, a?.last_name].filter(Boolean).join(" ")
  const country = a?.country_code ? countryIn(a.country_code, language) : ""
  const address = [...addressLines(a ? { ...a, country_code: null } : a), ...(country ? [country] : [])]
  const providers = providersOf(order.payment_collections)
  const items = (order.items ?? []).flatMap((item) => (item ? [item] : []))
  const shipping = order.shipping_methods?.[0]
  // An English order's names are its own: nothing to read.
  const [pieceName, shippingName] =
    language === "en"
      ? [nameGiven, nameGiven]
      : await Promise.all([
          translatedNames(
            container,
            "product",
            "title",
            items.map((item) => item.product_id)
          ),
          translatedNames(container, "shipping_option", "name", [shipping?.shipping_option_id]),
        ])
  return {
    id: order.id,
    email: order.email,
    customerName: name,
    language,
    createdAt: new Date(order.created_at),
    items: items.map((item) => ({
      id: item.id,
      name: pieceName(language, item.product_id, item.product_title || item.title || ""),
      quantity: num(item.quantity),
      total: num(item.total),
    })),
    itemTotal: num(order.item_total),
    shippingName: shippingName(language, shipping?.shipping_option_id, shipping?.name ?? ""),
    shippingTotal: num(order.shipping_total),
    total: num(order.total),
    address,
    phone: a?.phone?.trim() || undefined,
    bankTransfer: providers.includes("pp_system_default") && !paidByCard(providers),
    canceled: order.status === "canceled" || !!order.canceled_at,
  }
}

const regionNames = {
  de: new Intl.DisplayNames(["de"], { type: "region" }),
  fr: new Intl.DisplayNames(["fr"], { type: "region" }),
}

/** A country's name in the e-mail's language ("Deutschland", "Allemagne"); English as the order pages write it. */
function countryIn(code: string, language: Language): string {
  if (language === "en") return countryName(code)
  try {
    return regionNames[language].of(code.toUpperCase()) ?? code.toUpperCase()
  } catch {
    return code.toUpperCase()
  }
}

/**
 * A refund's pieces (the refund event's titles and line ids), named as the order's e-mails name
 * its lines; the event's title for a line the order no longer has.
 */
export function refundedPieces(order: OrderView, titles: string[] = [], lineIds: string[] = []): string[] {
  return titles.map((title, i) => order.items.find((item) => item.id === lineIds[i])?.name || title)
}
