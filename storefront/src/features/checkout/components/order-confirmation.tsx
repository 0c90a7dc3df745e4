import type { PlacedOrder } from "@contract/checkout"
import { CheckCircle2 } from "lucide-react"
import { Link } from "react-router-dom"
import { buttonClasses } from "@/components/ui/button"
import { usePaths } from "@/config/paths"
import { LineRow } from "./line-row"
import { useLanguage, useT } from "@/i18n/react"
import { formatUnitPrice } from "@/lib/format"

/** The placed order: its number, the pieces, the total, and for a transfer where to send it. */
export function OrderConfirmation({ order }: { order: PlacedOrder }) {
  const t = useT()
  const language = useLanguage()
  const paths = usePaths()
  const transfer = order.bankTransfer
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <div className="flex items-center gap-3">
        <CheckCircle2 className="size-8 text-green-700" aria-hidden />
        <h1 className="font-serif text-3xl font-semibold">{t("confirm.title")}</h1>
      </div>
      <p className="mt-3 text-navy-900/80">
        {t("confirm.order")} <strong data-testid="order-number">{order.orderNumber}</strong>
        {order.customerEmail ? t("confirm.emailTo", { email: order.customerEmail }) : null}
      </p>
      <ul className="mt-6 divide-y divide-navy-900/10 rounded-lg border border-navy-900/10 bg-white text-sm">
        {order.items.map((item, index) => (
          <LineRow key={index} name={item.name} quantity={item.quantity} total={item.lineTotal} className="px-4 py-3" />
        ))}
        <li className="flex justify-between gap-4 px-4 py-3 text-navy-900/70">
          <span>{t("confirm.shipping")}</span>
          <span className="tabular-nums">{formatUnitPrice(order.shipping, language)}</span>
        </li>
        <li className="flex justify-between gap-4 px-4 py-3 font-semibold">
          <span>{t("confirm.total")}</span>
          <span className="tabular-nums" data-testid="order-total">
            {formatUnitPrice(order.totalAmount, language)}
          </span>
        </li>
      </ul>
      {transfer ? (
        <section aria-labelledby="transfer" className="mt-8 rounded-lg border border-gold-500 bg-parchment p-5">
          <h2 id="transfer" className="font-serif text-xl font-semibold">
            {t("confirm.transferTitle")}
          </h2>
          <dl className="mt-4 grid grid-cols-[9rem_1fr] gap-y-2 text-sm">
            <dt>{t("confirm.holder")}</dt>
            <dd>{transfer.accountHolder}</dd>
            <dt>IBAN</dt>
            <dd className="font-mono">{transfer.iban}</dd>
            <dt>BIC</dt>
            <dd className="font-mono">{transfer.bic}</dd>
            <dt>{t("confirm.reference")}</dt>
            <dd className="font-mono" data-testid="transfer-reference">
              {transfer.reference}
            </dd>
            <dt>{t("confirm.amount")}</dt>
            <dd>{formatUnitPrice(transfer.amount, language)}</dd>
          </dl>
          <p className="mt-4 text-sm text-navy-900/70">{t("confirm.reserved")}</p>
        </section>
      ) : (
        <p className="mt-8 text-navy-900/80">{t("confirm.received")}</p>
      )}
      <Link to={paths.home} className={buttonClasses({ variant: "primary", size: "lg" }, "mt-8")}>
        {t("continue")}
      </Link>
    </div>
  )
}
