import type { MedusaContainer } from "@medusajs/framework/types"
import { paymentReference } from "../../modules/bank-transfers/statement/reference"
import { orderNumber } from "../email/settings"
import { findOrder } from "../orders/read-order"
import { addressLines, type AddressRow, ORDER_READING_FIELDS, paidByCard, providersOf } from "../orders/reading"
import { isVatTreatment, type VatTreatment } from "./treatment"

/** One piece of an order as the papers show it. */
export type PaperPiece = {
  title: string
  quantity: number
  unit_cents: number
  total_cents: number
  treatment: VatTreatment
  /** Collector facts, as collectors write them: "France · 1923 · 20 Francs", "NGC MS-64 #1234567-001". */
  facts: string[]
}

/** What the papers of an order are made from, read from Medusa. */
export type OrderSource = {
  order_id: string
  order_number: string
  payment_reference: string
  placed_at: string
  currency_code: string
  canceled: boolean
  buyer: { name: string; email: string; phone: string | null; address: string[] }
  pieces: PaperPiece[]
  shipping: { name: string; total_cents: number }
  total_cents: number
  payment_method: "card" | "bank_transfer"
}

type Collector = Record<string, unknown> | null | undefined
type Row = {
  id: string
  email?: string | null
  created_at: string | Date
  status?: string
  currency_code: string
  total?: unknown
  shipping_total?: unknown
  items?: ({
    title?: string | null
    product_title?: string | null
    quantity?: unknown
    unit_price?: unknown
    total?: unknown
    variant?: { product?: { material?: string | null; collector_item?: Collector } | null } | null
  } | null)[]
  shipping_methods?: ({ name?: string | null } | null)[] | null
  shipping_address?: AddressRow
  customer?: { first_name?: string | null; last_name?: string | null; phone?: string | null } | null
  payment_collections?: ({ payment_sessions?: ({ provider_id?: string } | null)[] | null } | null)[] | null
}

const cents = (amount: unknown) => Math.round(Number(amount ?? 0) * 100)
const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null)

/** The collector facts a packer checks against the piece in hand. */
function factsOf(collector: Collector, material: string | null): string[] {
  const c = collector ?? {}
  const facts: string[] = []
  const origin = [text(c.country), text(c.year), text(c.denomination)].filter(Boolean).join(" · ")
  if (origin) facts.push(origin)
  const grade = [text(c.grading_service), text(c.grade), text(c.certificate_number) && `cert. ${text(c.certificate_number)}`]
    .filter(Boolean)
    .join(" ")
  if (grade) facts.push(`Grade: ${grade}`)
  if (text(c.catalogue_ref)) facts.push(`Ref.: ${text(c.catalogue_ref)}`)
  const physical = [
    material,
    typeof c.weight_grams === "number" ? `${c.weight_grams} g` : null,
    typeof c.diameter_mm === "number" ? `${c.diameter_mm} mm` : null,
    text(c.mint) && `mint ${text(c.mint)}`,
  ]
    .filter(Boolean)
    .join(", ")
  if (physical) facts.push(physical)
  return facts
}

/** Reads what the papers of an order need; undefined for an unknown order. */
export async function loadOrderSource(container: MedusaContainer, orderId: string): Promise<OrderSource | undefined> {
  const order = await findOrder<Row>(container, orderId, [
    ...ORDER_READING_FIELDS,
    "currency_code",
    "items.unit_price",
    "items.variant.product.material",
    "items.variant.product.collector_item.*",
    "customer.first_name",
    "customer.last_name",
    "customer.phone",
  ])
  if (!order) return undefined
  const address = addressLines(order.shipping_address)
  const customerName = [order.customer?.first_name, order.customer?.last_name].filter(Boolean).join(" ")
  const pieces = (order.items ?? []).flatMap((item) => {
    if (!item) return []
    const product = item.variant?.product
    const treatment = product?.collector_item?.vat_treatment
    return [
      {
        title: item.product_title || item.title || "Piece",
        quantity: Number(item.quantity ?? 1),
        unit_cents: cents(item.unit_price),
        total_cents: cents(item.total),
        treatment: isVatTreatment(treatment) ? treatment : "standard",
        facts: factsOf(product?.collector_item, text(product?.material)),
      },
    ]
  })
  return {
    order_id: order.id,
    order_number: orderNumber(order.id),
    payment_reference: paymentReference(order.id),
    placed_at: new Date(order.created_at).toISOString(),
    currency_code: order.currency_code,
    canceled: order.status === "canceled",
    buyer: {
      name: address[0] || customerName || order.email || "",
      email: order.email ?? "",
      phone: text(order.shipping_address?.phone) ?? text(order.customer?.phone),
      address,
    },
    pieces,
    shipping: { name: order.shipping_methods?.[0]?.name ?? "Shipping", total_cents: cents(order.shipping_total) },
    total_cents: cents(order.total),
    payment_method: paidByCard(providersOf(order.payment_collections)) ? "card" : "bank_transfer",
  }
}
