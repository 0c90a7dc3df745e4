import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { captureCardPaymentWorkflow } from "../workflows/invoices/workflows/capture-card-payment"

/**
 * Card payments are authorised when the cart completes (so a checkout that loses the
 * race for a unique piece is voided, never charged) and captured here, right after the
 * order is placed, so card orders reach the dashboard as paid (their row is rewritten
 * in the workflow, decision 122) with their invoice issued (decision 205). Bank transfers
 * (the manual provider) stay pending until staff record the money.
 */
export default async function captureCardPayments({ event, container }: SubscriberArgs<{ id: string }>) {
  try {
    await captureCardPaymentWorkflow(container).run({ input: { order_id: event.data.id } })
  } catch (error) {
    // The authorisation stays valid for days: staff can still capture it in the back office.
    container
      .resolve(ContainerRegistrationKeys.LOGGER)
      .error(`Could not capture the card payment of order ${event.data.id}: ${String(error)}`)
  }
}

export const config: SubscriberConfig = { event: "order.placed" }
