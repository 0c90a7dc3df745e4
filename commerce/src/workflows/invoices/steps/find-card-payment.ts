import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { findOrder } from "../../../lib/orders/read-order"

type Payment = { id: string; provider_id: string; captured_at?: unknown; canceled_at?: unknown }
type PaidOrder = { payment_collections?: ({ payments?: (Payment | null)[] | null } | null)[] | null }

/**
 * Reads, inside the order's lock, the card payment still to capture: the shop's checkout
 * gives an order one payment. Null when there is none (bank transfer, or captured already).
 * Reads only: nothing to undo.
 */
export const findCardPaymentStep = createStep("find-card-payment", async (input: { order_id: string }, { container }) => {
  const order = await findOrder<PaidOrder>(container, input.order_id, [
    "payment_collections.payments.id",
    "payment_collections.payments.provider_id",
    "payment_collections.payments.captured_at",
    "payment_collections.payments.canceled_at",
  ])
  const payment = (order?.payment_collections ?? [])
    .flatMap((c) => c?.payments ?? [])
    .find((p): p is Payment => !!p && p.provider_id.startsWith("pp_stripe") && !p.captured_at && !p.canceled_at)
  return new StepResponse({ payment_id: payment?.id ?? null })
})
