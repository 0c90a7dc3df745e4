import type { OrderDetail } from "@contract/order"
import type { ReactNode } from "react"
import { formatDate, formatEuros } from "../lib/order-display"
import { Fact, OrderSection } from "./order-section"
import { useLanguage, useT } from "@/i18n/react"

const METHODS = { bank_transfer: "payment.transfer", card: "payment.card" } as const

/** How the order is paid, what has arrived, and every payment, capture and refund Medusa holds. */
export function OrderPaymentSection({ order }: { order: OrderDetail }) {
  const t = useT()
  const language = useLanguage()
  const euros = (amount: string | undefined) => (amount === undefined ? "—" : formatEuros(Number(amount), language))
  const payment = order.payment
  const transfer = payment?.method === "bank_transfer"
  return (
    <OrderSection id="order-payment" title={t("pay.title")}>
      <dl className="text-sm">
        <Fact term={t("pay.method")}>{payment?.method ? t(METHODS[payment.method]) : t("pay.none")}</Fact>
        {transfer && (
          <>
            <Fact term={t("pay.reference")}>
              <span className="font-mono">{payment.reference}</span>
            </Fact>
            <Fact term={t("pay.due")}>{euros(payment.due)}</Fact>
            <Fact term={t("pay.received")}>{euros(payment.received)}</Fact>
            <Fact term={t("pay.outstanding")}>{euros(payment.outstanding)}</Fact>
            {payment.excess !== undefined && payment.excess !== "0.00" && (
              <Fact term={t("pay.excess")}>
                <span className="text-red-800">{euros(payment.excess)}</span>
              </Fact>
            )}
            {payment.holdEndsAt && <Fact term={t("pay.held")}>{formatDate(payment.holdEndsAt, language)}</Fact>}
          </>
        )}
      </dl>
      {transfer && (
        <PaymentList title={t("pay.transfers")} empty={t("pay.nothing")} testId="bank-payments">
          {order.bankPayments.map((p, i) => (
            <li key={i} className="flex justify-between gap-3">
              <span>
                {formatDate(p.receivedAt, language)} · <span className="font-mono">{p.bankReference}</span>
                {p.source === "statement" && <span className="text-navy-900/60">{t("pay.statement")}</span>}
              </span>
              <span className="font-medium tabular-nums">{euros(p.amount)}</span>
            </li>
          ))}
        </PaymentList>
      )}
      <PaymentList title={t("pay.captured")} empty={t("pay.notCaptured")} testId="captures">
        {order.captures.map((c, i) => (
          <li key={i} className="flex justify-between gap-3">
            <span>{formatDate(c.at, language)}</span>
            <span className="font-medium tabular-nums">{euros(c.amount)}</span>
          </li>
        ))}
      </PaymentList>
      {order.refunds.length > 0 && (
        <PaymentList title={t("pay.refunded")} empty="" testId="refunds">
          {order.refunds.map((r, i) => (
            <li key={i} className="flex justify-between gap-3">
              <span>
                {formatDate(r.at, language)}
                {r.note && <span className="text-navy-900/70"> · {r.note}</span>}
              </span>
              <span className="font-medium tabular-nums">{euros(r.amount)}</span>
            </li>
          ))}
        </PaymentList>
      )}
    </OrderSection>
  )
}

type PaymentListProps = { title: string; empty: string; testId: string; children: ReactNode[] }

function PaymentList({ title, empty, testId, children }: PaymentListProps) {
  return (
    <div className="mt-4 border-t border-navy-900/10 pt-3 text-sm">
      <h3 className="mb-1 text-xs font-semibold tracking-wide text-navy-900/60 uppercase">{title}</h3>
      {children.length ? (
        <ul className="space-y-1" data-testid={testId}>
          {children}
        </ul>
      ) : (
        <p className="text-navy-900/60">{empty}</p>
      )}
    </div>
  )
}
