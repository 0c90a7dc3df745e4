import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { mailText } from "../lib/email/i18n"
import { sendEmail } from "../lib/email/send"
import { shopSettings } from "../lib/email/settings"
import { passwordReset } from "../lib/email/templates"
import { keptLanguage, type Language } from "../lib/languages"

// Medusa's reset token is single-use and lives this long (generateResetPasswordTokenWorkflow).
const TOKEN_MINUTES = 15

type ResetRequested = { entity_id: string; actor_type: string; token: string }

/**
 * Medusa emits auth.password_reset only for an address with an account (its route answers
 * the same either way). Customers get a link to the shop's page that sets the new password,
 * staff one to the back office's own reset page. A customer's is written in the account's
 * language and links to the page in it; staff's stays English, like the back office.
 */
export default async function emailPasswordReset({ event, container }: SubscriberArgs<ResetRequested>) {
  const { entity_id: email, actor_type, token } = event.data
  if (!email || !token) return
  const shop = shopSettings()
  const language = actor_type === "customer" ? await accountLanguage(container, email) : undefined
  const link =
    actor_type === "customer"
      ? `${mailText(language).page(shop.shopUrl, "/reset-password")}?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`
      : actor_type === "user"
        ? `${(process.env.MEDUSA_BACKEND_URL || "http://localhost:9000").replace(/\/+$/, "")}/app/reset-password?token=${encodeURIComponent(token)}`
        : undefined
  if (!link) return
  await sendEmail(container, {
    to: email,
    template: "password-reset",
    content: passwordReset(link, TOKEN_MINUTES, shop, language),
  })
}

/** The language kept on the account of this e-mail (not a guest record of the same address). */
async function accountLanguage(container: MedusaContainer, email: string): Promise<Language | undefined> {
  const [account] = await container
    .resolve(Modules.CUSTOMER)
    .listCustomers({ email, has_account: true }, { select: ["id", "metadata"], take: 1 })
  return keptLanguage(account?.metadata)
}

export const config: SubscriberConfig = { event: "auth.password_reset" }
