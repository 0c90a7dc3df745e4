import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { capturePaymentWorkflow } from "@medusajs/medusa/core-flows"
import { refreshOrderRows } from "../modules/order-rows/rows"

type Payment = { id: string; provider_id: string; captured_at?: unknown; canceled_at?: unknown }

/**
 * Card payments are authorised when the cart completes (so a checkout that loses the
 * race for a unique piece is voided, never charged) and captured here, right after the
 * order is placed, so card orders reach the dashboard as paid (their row is rewritten
 * here, decision 122). Bank transfers (the manual provider) stay pending until staff
 * record the money.
 */
export default async function captureCardPayments({ event, container }: SubscriberArgs<{ id: string }>) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const {
    data: [order],
  } = await query.graph({
    entity: "order",
    fields: [
      "id",
      "payment_collections.payments.id",
      "payment_collections.payments.provider_id",
      "payment_collections.payments.captured_at",
      "payment_collections.payments.canceled_at",
    ],
    filters: { id: event.data.id },
  })
  const payments: Payment[] = (order?.payment_collections ?? [])
    .flatMap((c: { payments?: (Payment | null)[] | null } | null) => c?.payments ?? [])
    .filter((p: Payment | null): p is Payment => !!p && p.provider_id.startsWith("pp_stripe") && !p.captured_at && !p.canceled_at)
  for (const payment of payments) {
    try {
      await capturePaymentWorkflow(container).run({ input: { payment_id: payment.id } })
    } catch (error) {
      // The authorisation stays valid for days: staff can still capture it in the back office.
      logger.error(`Could not capture card payment ${payment.id} of order ${event.data.id}: ${String(error)}`)
    }
  }
  if (payments.length) await refreshOrderRows(container.resolve(ContainerRegistrationKeys.PG_CONNECTION), [event.data.id])
}

export const config: SubscriberConfig = { event: "order.placed" }
