import type { Order } from "@contract/order"
import { formatDate } from "../lib/order-display"
import { useLanguage, useT } from "@/i18n/react"

/**
 * How an order is paid (beyond the spec, README). A bank transfer shows its reference,
 * what is due and what has arrived, any excess to refund and, while the money is awaited,
 * the day its pieces are released. It all comes with the page of orders.
 */
export function PaymentCell({ order }: { order: Order }) {
  const t = useT()
  const language = useLanguage()
  const payment = order.payment
  if (!payment?.method) return null
  if (payment.method === "card") return <div className="mt-1 text-xs text-navy-900/70">{t("payment.card")}</div>
  return (
    <div className="mt-1 text-xs leading-5" data-testid="bank-payment">
      <div className="font-medium">{t("payment.transfer")}</div>
      <div className="font-mono">{payment.reference}</div>
      {payment.paid ? (
        <div>{payment.received !== "0.00" ? t("payment.paidReceived", { received: payment.received }) : t("payment.paid")}</div>
      ) : (
        <>
          <div>{t("payment.due", { outstanding: payment.outstanding, due: payment.due })}</div>
          <div>{t("payment.received", { received: payment.received })}</div>
        </>
      )}
      {payment.excess && payment.excess !== "0.00" && (
        <div className="text-red-800">{t("payment.toRefund", { excess: payment.excess })}</div>
      )}
      {payment.holdEndsAt && <div>{t("payment.heldUntil", { date: formatDate(payment.holdEndsAt, language) })}</div>}
    </div>
  )
}
