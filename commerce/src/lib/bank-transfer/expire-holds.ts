import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { cancelOrderWorkflow } from "@medusajs/medusa/core-flows"
import { refreshOrderRows } from "../../modules/order-rows/rows"
import { loadOrderView } from "../email/order-view"
import { sendEmail } from "../email/send"
import { shopSettings } from "../email/settings"
import { transferCanceled, transferReminder } from "../email/templates"

const DAY_MS = 24 * 60 * 60 * 1000
// The reminder goes out this long before the deadline (at least a day after the order).
const REMIND_BEFORE_DAYS = 2

type Candidate = {
  id: string
  created_at: string | Date
  metadata?: Record<string, unknown> | null
  payment_collections?: ({ status?: string; payment_sessions?: ({ provider_id?: string } | null)[] | null } | null)[] | null
}

/** Unpaid: only bank transfer (the manual provider) and nothing captured. */
function isUnpaidTransfer(order: Candidate): boolean {
  const collections = (order.payment_collections ?? []).flatMap((c) => (c ? [c] : []))
  const providers = collections.flatMap((c) => (c.payment_sessions ?? []).map((s) => s?.provider_id))
  const paid = collections.some((c) => c.status === "completed" || c.status === "partially_captured")
  return providers.includes("pp_system_default") && !providers.some((p) => p?.startsWith("pp_stripe")) && !paid
}

/**
 * Bank-transfer holds: a reminder once the deadline is near, and after the hold the order is
 * cancelled with Medusa's own workflow, which releases the reserved pieces. Each order is
 * handled on its own, so one failure stops nothing else; a cancellation runs under Medusa's
 * checks, so an order paid meanwhile is refused there, not cancelled. A cancelled order's
 * dashboard row is rewritten at once (decision 122).
 */
export async function expireBankTransferHolds(container: MedusaContainer, now = new Date()) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const orders = container.resolve(Modules.ORDER)
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const shop = shopSettings()
  const remindAfterDays = Math.max(1, shop.holdDays - REMIND_BEFORE_DAYS)
  const { data } = (await query.graph({
    entity: "order",
    fields: ["id", "created_at", "metadata", "payment_collections.status", "payment_collections.payment_sessions.provider_id"],
    filters: { status: "pending", created_at: { $lt: new Date(now.getTime() - remindAfterDays * DAY_MS) } },
  })) as { data: Candidate[] }
  const result = { reminded: [] as string[], canceled: [] as string[] }
  for (const order of data.filter(isUnpaidTransfer)) {
    const age = now.getTime() - new Date(order.created_at).getTime()
    try {
      if (age >= shop.holdDays * DAY_MS) {
        await cancelOrderWorkflow(container).run({ input: { order_id: order.id } })
        await refreshOrderRows(db, [order.id])
        result.canceled.push(order.id)
        const view = await loadOrderView(container, order.id)
        if (view) {
          await sendEmail(container, {
            to: view.email,
            template: "transfer-canceled",
            idempotencyKey: `transfer-canceled:${order.id}`,
            orderId: order.id,
            content: transferCanceled(view, shop),
          })
        }
      } else if (!order.metadata?.transfer_reminder_sent_at) {
        const view = await loadOrderView(container, order.id)
        if (!view) continue
        const sent = await sendEmail(container, {
          to: view.email,
          template: "transfer-reminder",
          idempotencyKey: `transfer-reminder:${order.id}`,
          orderId: order.id,
          content: transferReminder(view, shop),
        })
        if (sent) {
          await orders.updateOrders(order.id, { metadata: { ...order.metadata, transfer_reminder_sent_at: now.toISOString() } })
          result.reminded.push(order.id)
        }
      }
    } catch (error) {
      logger.error(`Bank-transfer hold of order ${order.id}: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  if (result.canceled.length || result.reminded.length) {
    logger.info(`Bank-transfer holds: ${result.reminded.length} reminded, ${result.canceled.length} cancelled`)
  }
  return result
}
