import { paymentReference } from "../../modules/bank-transfers/statement/reference"

/** What the e-mails need to know about the shop, from the environment (see .env.example). */
export function shopSettings(env: NodeJS.ProcessEnv = process.env) {
  const holdDays = Number(env.BANK_TRANSFER_HOLD_DAYS || 7)
  return {
    name: "Numismatic Shop",
    shopUrl: (env.SHOP_PUBLIC_URL || "http://localhost:8000").replace(/\/+$/, ""),
    supportEmail: env.SUPPORT_EMAIL || "support@numismatic.shop",
    // The same defaults as the shop server's confirmation page (adapters/src/config.ts).
    bank: {
      accountHolder: env.BANK_ACCOUNT_HOLDER || "Numismatic Shop S.à r.l.",
      iban: env.BANK_IBAN || "LU28 0019 4006 4475 0000",
      bic: env.BANK_BIC || "BCEELULL",
    },
    holdDays: Number.isFinite(holdDays) && holdDays > 0 ? holdDays : 7,
  }
}
export type ShopSettings = ReturnType<typeof shopSettings>

/** The spec's order number: the payment reference with '#' ("#ORD-ABC123"). */
export const orderNumber = (orderId: string) => `#${paymentReference(orderId)}`
