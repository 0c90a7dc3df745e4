import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { orderNumber } from "../../lib/email/settings"
import { formatCents } from "../../modules/bank-transfers/statement/types"
import { BANK_TRANSFER_PROVIDER } from "../payments/bank-payment-state"
import { STATUS_FIELDS, statusOfQueried, type ShopStatus } from "./order-status"

export type TakeBackPayment = {
  id: string
  method: "card" | "bank_transfer"
  captured_cents: number
  refunded_cents: number
  /** The request keys of the refunds made (a repeated request is refused). */
  refund_requests: string[]
  /** Medusa's refunds of the payment so far. */
  refund_ids: string[]
}

export type TakeBackItem = {
  id: string
  title: string
  quantity: number
  /** What the buyer paid for the line, in cents. */
  total_cents: number
  shipped_quantity: number
  variant_id: string | null
  product_id: string | null
}

/** An order as cancel and refund read it, inside the order's lock. */
export type TakeBackOrder = {
  order_id: string
  /** "#ORD-ABC123", as staff and buyers know the order. */
  number: string
  status: ShopStatus
  currency_code: string
  /** The order's live payment (the shop takes one per order), or null. */
  payment: TakeBackPayment | null
  /** Fulfilments made (e.g. in the back office) but neither shipped nor canceled. */
  unshipped_fulfilments: string[]
  items: TakeBackItem[]
}

/** Thrown inside the lock when the order cannot be taken back as asked; `status` is the order's status now. */
export class TakeBackConflict extends MedusaError {
  constructor(
    readonly orderId: string,
    readonly status: ShopStatus,
    message: string
  ) {
    super(MedusaError.Types.CONFLICT, message, "order_take_back_conflict")
  }
}

const cents = (amount: unknown) => Math.round(Number(amount ?? 0) * 100)
const sumCents = (rows: ({ amount?: unknown } | null)[] | null | undefined) =>
  (rows ?? []).reduce((sum, row) => sum + cents(row?.amount), 0)
export const euros = (amountCents: number) => formatCents(amountCents)

type QueriedPayment = {
  id: string
  provider_id: string
  canceled_at: string | null
  captures: ({ amount: unknown } | null)[] | null
  refunds: ({ id: string; amount: unknown; metadata?: Record<string, unknown> | null } | null)[] | null
}

type QueriedItem = {
  id: string
  title?: string | null
  product_title?: string | null
  quantity?: unknown
  total?: unknown
  detail?: { shipped_quantity?: unknown } | null
  variant_id?: string | null
  product_id?: string | null
}

const FIELDS = [
  ...STATUS_FIELDS,
  "payment_collections.payments.id",
  "payment_collections.payments.provider_id",
  "payment_collections.payments.canceled_at",
  "payment_collections.payments.captures.amount",
  "payment_collections.payments.refunds.id",
  "payment_collections.payments.refunds.amount",
  "payment_collections.payments.refunds.metadata",
  "items.variant_id",
  "items.product_id",
  "items.total",
]

/** Reads what cancel and refund decide on. 404 for an unknown order. Reads only. */
export async function readTakeBackOrder(container: MedusaContainer, orderId: string): Promise<TakeBackOrder> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order", fields: FIELDS, filters: { id: orderId } })
  // Untyped (any) without Medusa's generated types; the casts below name what is read.
  const order = data[0]
  if (!order) throw new MedusaError(MedusaError.Types.NOT_FOUND, `There is no order ${orderId}.`)
  const payments = ((order.payment_collections ?? []) as { payments?: (QueriedPayment | null)[] | null }[])
    .flatMap((c) => c?.payments ?? [])
    .filter((p): p is QueriedPayment => !!p && !p.canceled_at)
  // The payment that took money, else the one awaiting it.
  const payment = payments.find((p) => sumCents(p.captures) > 0) ?? payments[0]
  type Fulfilment = { id: string; shipped_at: string | null; canceled_at: string | null }
  return {
    order_id: order.id,
    number: orderNumber(order.id),
    status: statusOfQueried(order),
    currency_code: order.currency_code,
    payment: payment
      ? {
          id: payment.id,
          // The manual provider is the shop's bank transfer; every other provider is a card.
          method: payment.provider_id === BANK_TRANSFER_PROVIDER ? "bank_transfer" : "card",
          captured_cents: sumCents(payment.captures),
          refunded_cents: sumCents(payment.refunds),
          refund_ids: (payment.refunds ?? []).flatMap((r) => (r ? [r.id] : [])),
          refund_requests: (payment.refunds ?? []).flatMap((r) => {
            const key = r?.metadata?.request_id
            return typeof key === "string" ? [key] : []
          }),
        }
      : null,
    unshipped_fulfilments: ((order.fulfillments ?? []) as (Fulfilment | null)[])
      .filter((f): f is Fulfilment => !!f && !f.shipped_at && !f.canceled_at)
      .map((f) => f.id),
    items: ((order.items ?? []) as (QueriedItem | null)[]).flatMap((item) =>
      item
        ? [
            {
              id: item.id,
              title: item.product_title ?? item.title ?? "",
              quantity: Number(item.quantity ?? 0),
              total_cents: cents(item.total),
              shipped_quantity: Number(item.detail?.shipped_quantity ?? 0),
              variant_id: item.variant_id ?? null,
              product_id: item.product_id ?? null,
            },
          ]
        : []
    ),
  }
}

/** What is left to refund of the order's payment, in cents. */
export const refundableCents = (order: TakeBackOrder) =>
  order.payment ? Math.max(order.payment.captured_cents - order.payment.refunded_cents, 0) : 0

/** A bank transfer sent back to the buyer: when, and the bank's reference. */
export type OutgoingTransfer = { sent_on: string; bank_reference: string }

/** The refund's record on Medusa's refund: a note staff read in the back office, and the facts as metadata. */
export function refundRecord(method: TakeBackPayment["method"], transfer: OutgoingTransfer | null | undefined, reason: string) {
  if (method === "bank_transfer" && transfer) {
    return {
      note: `${reason}: bank transfer sent on ${transfer.sent_on}, reference ${transfer.bank_reference}`,
      metadata: { bank_transfer: { sent_on: transfer.sent_on, bank_reference: transfer.bank_reference }, reason },
    }
  }
  return { note: `${reason}: refunded to the card`, metadata: { reason } }
}
