import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

type Payment = { id: string; provider_id: string; captured_at?: unknown; canceled_at?: unknown }

/**
 * Reads, inside the order's lock, the card payment still to capture: the shop's checkout
 * gives an order one payment. Null when there is none (bank transfer, or captured already).
 * Reads only: nothing to undo.
 */
export const findCardPaymentStep = createStep("find-card-payment", async (input: { order_id: string }, { container }) => {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: [
      "id",
      "payment_collections.payments.id",
      "payment_collections.payments.provider_id",
      "payment_collections.payments.captured_at",
      "payment_collections.payments.canceled_at",
    ],
    filters: { id: input.order_id },
  })
  const payment = ((data[0]?.payment_collections ?? []) as ({ payments?: (Payment | null)[] | null } | null)[])
    .flatMap((c) => c?.payments ?? [])
    .find((p): p is Payment => !!p && p.provider_id.startsWith("pp_stripe") && !p.captured_at && !p.canceled_at)
  return new StepResponse({ payment_id: payment?.id ?? null })
})
