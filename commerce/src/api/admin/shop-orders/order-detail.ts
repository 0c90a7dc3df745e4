import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { ORDER_RESOURCE } from "../../../lib/email/send"
import { shopSettings } from "../../../lib/email/settings"
import { BANK_TRANSFERS_MODULE } from "../../../modules/bank-transfers"
import type BankTransfersModuleService from "../../../modules/bank-transfers/service"
import { formatCents } from "../../../modules/bank-transfers/statement/types"
import { ORDER_EVENTS_MODULE } from "../../../modules/order-events"
import { STATUS_FIELDS, statusOfQueried } from "../../../workflows/orders/order-status"
import type OrderEventsModuleService from "../../../modules/order-events/service"
import { rowsOf } from "./order-table"
import { timelineOf, type Actors } from "./order-timeline"

const cents = (amount: unknown) => Math.round(Number(amount ?? 0) * 100)
const money = (amount: unknown) => formatCents(cents(amount))
const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null)
const iso = (value: unknown) => new Date(value as string | Date).toISOString()

export const ORDER_DETAIL_FIELDS = [
  // The shop's status as the transitions read it inside their lock.
  ...STATUS_FIELDS,
  "created_at",
  "canceled_at",
  "currency_code",
  "item_total",
  "shipping_total",
  "total",
  "customer.phone",
  "shipping_address.*",
  "shipping_methods.name",
  "shipping_methods.amount",
  "items.id",
  "items.title",
  "items.product_title",
  "items.product_id",
  "items.product_handle",
  "items.quantity",
  "items.unit_price",
  "items.total",
  "items.thumbnail",
  "items.product.images.url",
  "items.product.images.rank",
  "items.product.collector_item.grade",
  "items.product.collector_item.grading_service",
  "items.product.collector_item.certificate_number",
  "items.product.collector_item.catalogue_ref",
  "payment_collections.payments.id",
  "payment_collections.payments.provider_id",
  "payment_collections.payments.captures.amount",
  "payment_collections.payments.captures.created_at",
  "payment_collections.payments.captures.created_by",
  "payment_collections.payments.refunds.amount",
  "payment_collections.payments.refunds.created_at",
  "payment_collections.payments.refunds.created_by",
  "payment_collections.payments.refunds.note",
]

type Nullable<T> = T | null | undefined
type DetailRow = {
  id: string
  created_at: string | Date
  canceled_at?: Nullable<string | Date>
  currency_code: string
  item_total?: unknown
  shipping_total?: unknown
  total?: unknown
  customer?: Nullable<{ phone?: Nullable<string> }>
  shipping_address?: Nullable<Record<string, Nullable<string>>>
  shipping_methods?: Nullable<Nullable<{ name?: Nullable<string>; amount?: unknown }>[]>
  items?: Nullable<
    Nullable<{
      id: string
      title?: Nullable<string>
      product_title?: Nullable<string>
      product_id?: Nullable<string>
      product_handle?: Nullable<string>
      quantity?: unknown
      unit_price?: unknown
      total?: unknown
      thumbnail?: Nullable<string>
      product?: Nullable<{
        images?: Nullable<Nullable<{ url: string; rank?: Nullable<number> }>[]>
        collector_item?: Nullable<Record<string, Nullable<string>>>
      }>
    }>[]
  >
  payment_collections?: Nullable<Nullable<{ payments?: Nullable<Nullable<Payment>[]> }>[]>
}
type Money = { amount?: unknown; created_at: string | Date; created_by?: Nullable<string> }
type Payment = {
  id: string
  provider_id: string
  captures?: Nullable<Money[]>
  refunds?: Nullable<(Money & { note?: Nullable<string> })[]>
}

/**
 * Everything an order's page shows (GET /admin/shop-orders/:id): the order's dashboard row
 * (the shop's status, customer, payment summary, tracking: the table's own rules), then the
 * address, shipping method, pieces with their collector facts, totals, each bank payment,
 * Medusa's captures and refunds, and the timeline. 404 for an unknown order.
 */
export async function orderDetail(container: MedusaContainer, orderId: string) {
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const bank = container.resolve<BankTransfersModuleService>(BANK_TRANSFERS_MODULE)
  const events = container.resolve<OrderEventsModuleService>(ORDER_EVENTS_MODULE)
  const notifications = container.resolve(Modules.NOTIFICATION)

  // One reading of the order gives the page's facts and the shop's status (the transitions' rule).
  const graph = await query.graph({ entity: "order", fields: ORDER_DETAIL_FIELDS, filters: { id: orderId } })
  if (!graph.data[0]) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Order ${orderId} was not found.`)
  const order = graph.data[0] as DetailRow
  const status = statusOfQueried(graph.data[0])

  const [[row], bankPayments, orderEvents, emails] = await Promise.all([
    rowsOf(db, [orderId], new Map([[orderId, status]]), shopSettings().holdDays),
    bank.listBankPayments({ order_id: orderId }, { order: { received_at: "ASC", created_at: "ASC" } }),
    events.listOrderEvents({ order_id: orderId }, { order: { created_at: "ASC" } }),
    notifications.listNotifications(
      { resource_id: orderId, resource_type: ORDER_RESOURCE },
      { select: ["id", "template", "data", "status", "to", "created_at"], order: { created_at: "ASC" } }
    ),
  ])
  const payments = (order.payment_collections ?? []).flatMap((c) => c?.payments ?? []).flatMap((p) => (p ? [p] : []))
  const captures = payments.flatMap((p) => p.captures ?? [])
  const refunds = payments.flatMap((p) => p.refunds ?? [])

  const actorIds = [
    ...bankPayments.map((p) => p.recorded_by),
    ...orderEvents.map((e) => e.actor_id),
    ...captures.map((c) => c.created_by),
    ...refunds.map((r) => r.created_by),
  ].filter((id): id is string => !!id)
  const actors = await actorsOf(container, actorIds)
  const method = order.shipping_methods?.[0]
  const address = order.shipping_address

  return {
    order: row,
    customer_phone: text(order.customer?.phone) ?? text(address?.phone),
    shipping_address: address?.address_1
      ? {
          name: [address.first_name, address.last_name].map(text).filter(Boolean).join(" "),
          company: text(address.company),
          address_1: address.address_1,
          address_2: text(address.address_2),
          postal_code: address.postal_code ?? "",
          city: address.city ?? "",
          province: text(address.province),
          country_code: (address.country_code ?? "").toUpperCase(),
          phone: text(address.phone),
        }
      : null,
    shipping_method: method ? { name: method.name ?? "Shipping", amount: money(method.amount) } : null,
    items: (order.items ?? []).flatMap((item) => {
      if (!item) return []
      const images = [...(item.product?.images ?? [])].flatMap((i) => (i ? [i] : []))
      images.sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0))
      const collector = item.product?.collector_item ?? {}
      return [
        {
          id: item.id,
          product_id: item.product_id ?? null,
          handle: item.product_handle ?? null,
          name: item.product_title || item.title || "Item",
          quantity: Number(item.quantity ?? 0),
          unit_price: money(item.unit_price),
          total: money(item.total),
          // The obverse is the product's first picture (ARCHITECTURE's mapping), else the line's thumbnail.
          image_url: images[0]?.url ?? item.thumbnail ?? null,
          grade: text(collector.grade),
          grading_service: text(collector.grading_service),
          certificate_number: text(collector.certificate_number),
          catalogue_ref: text(collector.catalogue_ref),
        },
      ]
    }),
    totals: {
      items: money(order.item_total),
      shipping: money(order.shipping_total),
      total: money(order.total),
      currency_code: order.currency_code,
    },
    bank_payments: bankPayments.map((p) => ({
      amount: formatCents(p.amount_cents),
      received_at: iso(p.received_at),
      bank_reference: p.bank_reference,
      source: p.source,
      recorded_at: iso(p.created_at),
      recorded_by: actors.nameOf(p.recorded_by),
    })),
    captures: captures.map((c) => ({ amount: money(c.amount), at: iso(c.created_at) })),
    refunds: refunds.map((r) => ({ amount: money(r.amount), at: iso(r.created_at), note: text(r.note) })),
    timeline: timelineOf({
      order: { placed_at: iso(order.created_at), canceled_at: order.canceled_at ? iso(order.canceled_at) : null },
      currency: order.currency_code.toUpperCase(),
      bankPayments: bankPayments.map((p) => ({ ...p, received_at: iso(p.received_at), created_at: iso(p.created_at) })),
      captures: captures.map((c) => ({ amount: money(c.amount), at: iso(c.created_at), by: c.created_by ?? null })),
      refunds: refunds.map((r) => ({
        amount: money(r.amount),
        at: iso(r.created_at),
        by: r.created_by ?? null,
        note: text(r.note),
      })),
      events: orderEvents.map((e) => ({ ...e, created_at: iso(e.created_at) })),
      emails: emails.map((n) => ({ ...n, created_at: iso(n.created_at) })),
      actors,
    }),
  }
}

/** Staff accounts by id, named as a colleague knows them: their name, else their e-mail. */
async function actorsOf(container: MedusaContainer, ids: string[]): Promise<Actors> {
  const unique = [...new Set(ids)]
  const users = unique.length
    ? await container.resolve(Modules.USER).listUsers({ id: unique }, { select: ["id", "first_name", "last_name", "email"] })
    : []
  const names = new Map(users.map((u) => [u.id, [u.first_name, u.last_name].map(text).filter(Boolean).join(" ") || u.email]))
  return { nameOf: (id) => (id ? (names.get(id) ?? null) : null) }
}
