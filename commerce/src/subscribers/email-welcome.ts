import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { findById } from "../lib/find-by-id"
import { sendEmail } from "../lib/email/send"
import { shopSettings } from "../lib/email/settings"
import { welcome } from "../lib/email/templates"
import { keptLanguage } from "../lib/languages"

/**
 * A welcome to every new account, in the language it registered in; a guest's checkout also
 * makes a customer, but without an account.
 */
export default async function emailWelcome({ event, container }: SubscriberArgs<{ id: string }>) {
  const customer = await findById<{
    id: string
    email: string | null
    has_account: boolean
    metadata?: Record<string, unknown> | null
  }>(container, "customer", event.data.id, ["id", "email", "has_account", "metadata"])
  if (!customer?.email || !customer.has_account) return
  await sendEmail(container, {
    to: customer.email,
    template: "welcome",
    idempotencyKey: `welcome:${customer.id}`,
    content: welcome(shopSettings(), keptLanguage(customer.metadata)),
  })
}

export const config: SubscriberConfig = { event: "customer.created" }
