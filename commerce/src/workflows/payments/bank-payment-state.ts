import { MedusaError } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { readOrder } from "../../lib/orders/read-order"
import { BANK_TRANSFERS_MODULE } from "../../modules/bank-transfers"
import type BankTransfersModuleService from "../../modules/bank-transfers/service"
import { paymentReference } from "../../modules/bank-transfers/statement/reference"
import { formatCents } from "../../modules/bank-transfers/statement/types"

/** Medusa's manual payment provider: the shop's bank transfer. */
export const BANK_TRANSFER_PROVIDER = "pp_system_default"

export type RecordedPayment = {
  id: string
  amount: string
  received_at: string
  bank_reference: string
  source: "manual" | "statement"
  statement_text: string | null
}

/** What staff see of a bank-transfer order's money; amounts are decimal strings in the order's currency. */
export type BankPaymentState = {
  order_id: string
  reference: string
  currency_code: string
  /** The order's total, what the transfer must bring. */
  due: string
  received: string
  /** What is still to arrive; "0.00" once paid. */
  outstanding: string
  /** Received beyond the total: to be refunded to the customer. */
  excess: string
  /** The order's payment is captured in Medusa. */
  paid: boolean
  payments: RecordedPayment[]
}

/** The order and its bank-transfer payment as read (inside the lock) before recording. */
export type BankTransferOrder = {
  order_id: string
  status: string
  currency_code: string
  payment_id: string
  due_cents: number
  captured: boolean
  received_cents: number
  line_keys: string[]
  payments: RecordedPayment[]
}

const cents = (amount: unknown) => Math.round(Number(amount ?? 0) * 100)

type QueriedPayment = {
  id: string
  provider_id: string
  amount: unknown
  captured_at: string | null
  canceled_at: string | null
}
type QueriedOrder = {
  id: string
  status: string
  currency_code: string
  payment_collections: { payments: QueriedPayment[] | null }[] | null
}

/**
 * Reads an order's bank-transfer payment and what has been recorded against it.
 * 404 for an unknown order; 409 when the order is not paid by bank transfer.
 */
export async function readBankTransferOrder(container: MedusaContainer, orderId: string): Promise<BankTransferOrder> {
  const order = await readOrder<QueriedOrder>(container, orderId, [
    "id",
    "status",
    "currency_code",
    "payment_collections.payments.id",
    "payment_collections.payments.provider_id",
    "payment_collections.payments.amount",
    "payment_collections.payments.captured_at",
    "payment_collections.payments.canceled_at",
  ])
  const payment = (order.payment_collections ?? [])
    .flatMap((c) => c.payments ?? [])
    .find((p) => p.provider_id === BANK_TRANSFER_PROVIDER && !p.canceled_at)
  if (!payment) {
    throw new MedusaError(MedusaError.Types.CONFLICT, `Order ${paymentReference(orderId)} is not paid by bank transfer.`)
  }
  const bank = container.resolve<BankTransfersModuleService>(BANK_TRANSFERS_MODULE)
  const recorded = await bank.listBankPayments({ order_id: orderId }, { order: { received_at: "ASC", created_at: "ASC" } })
  return {
    order_id: order.id,
    status: order.status,
    currency_code: order.currency_code,
    payment_id: payment.id,
    due_cents: cents(payment.amount),
    captured: !!payment.captured_at,
    received_cents: recorded.reduce((sum, p) => sum + p.amount_cents, 0),
    line_keys: recorded.map((p) => p.line_key),
    payments: recorded.map((p) => ({
      id: p.id,
      amount: formatCents(p.amount_cents),
      received_at: new Date(p.received_at).toISOString(),
      bank_reference: p.bank_reference,
      source: p.source,
      statement_text: p.statement_text ?? null,
    })),
  }
}

export function toPaymentState(order: BankTransferOrder): BankPaymentState {
  return {
    order_id: order.order_id,
    reference: paymentReference(order.order_id),
    currency_code: order.currency_code,
    due: formatCents(order.due_cents),
    received: formatCents(order.received_cents),
    outstanding: formatCents(Math.max(order.due_cents - order.received_cents, 0)),
    excess: formatCents(Math.max(order.received_cents - order.due_cents, 0)),
    paid: order.captured,
    payments: order.payments,
  }
}

export async function bankPaymentState(container: MedusaContainer, orderId: string): Promise<BankPaymentState> {
  return toPaymentState(await readBankTransferOrder(container, orderId))
}
