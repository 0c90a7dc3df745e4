import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { BANK_TRANSFERS_MODULE } from "../../modules/bank-transfers"
import type BankTransfersModuleService from "../../modules/bank-transfers/service"
import type { OpenOrder } from "../../modules/bank-transfers/statement/match"
import { BANK_TRANSFER_PROVIDER } from "./bank-payment-state"

const cents = (amount: unknown) => Math.round(Number(amount ?? 0) * 100)

/**
 * Every order awaiting a bank transfer (manual payment neither captured nor canceled,
 * order not canceled) with what is still due after the payments recorded so far.
 * Four batched reads, whatever the number of orders.
 */
export async function openBankTransferOrders(container: MedusaContainer): Promise<OpenOrder[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: payments } = await query.graph({
    entity: "payment",
    fields: ["id", "amount", "currency_code", "payment_collection_id"],
    filters: { provider_id: BANK_TRANSFER_PROVIDER, captured_at: null, canceled_at: null },
  })
  if (!payments.length) return []
  const { data: links } = await query.graph({
    entity: "order_payment_collection",
    fields: ["order_id", "payment_collection_id"],
    filters: { payment_collection_id: payments.map((p) => p.payment_collection_id) },
  })
  const orderOf = new Map(links.map((l) => [l.payment_collection_id, l.order_id]))
  const { data: orders } = await query.graph({
    entity: "order",
    fields: ["id", "status"],
    filters: { id: [...new Set(orderOf.values())] },
  })
  const open = new Set(orders.filter((o) => o.status !== "canceled").map((o) => o.id))
  const bank = container.resolve<BankTransfersModuleService>(BANK_TRANSFERS_MODULE)
  const recorded = await bank.listBankPayments({ order_id: [...open] }, { select: ["order_id", "amount_cents"] })
  const received = new Map<string, number>()
  for (const r of recorded) received.set(r.order_id, (received.get(r.order_id) ?? 0) + r.amount_cents)

  return payments.flatMap((payment) => {
    const orderId = orderOf.get(payment.payment_collection_id)
    if (!orderId || !open.has(orderId)) return []
    return [
      {
        order_id: orderId,
        currency: String(payment.currency_code).toUpperCase(),
        outstanding_cents: Math.max(cents(payment.amount) - (received.get(orderId) ?? 0), 0),
      },
    ]
  })
}
