import type { PaymentSession } from "@contract/checkout"
import { formatTotal, formatUnitPrice, priceToNumber } from "@/lib/format"
import { LineRow } from "./line-row"
import { useLanguage, useT } from "@/i18n/react"

/** Name × quantity and line totals in whole euros, then the server's total (spec §2, §9). */
export function OrderSummary({ session }: { session: PaymentSession }) {
  const t = useT()
  const language = useLanguage()
  return (
    <section aria-labelledby="order-summary" className="rounded-lg border border-navy-900/10 bg-parchment p-5">
      <h2 id="order-summary" className="font-serif text-xl font-semibold">
        {t("summary.title")}
      </h2>
      <ul className="mt-4 space-y-2 text-sm">
        {session.lines.map((line) => (
          <LineRow key={line.productId} name={line.name} quantity={line.quantity} total={line.lineTotal} />
        ))}
        <li className="flex justify-between gap-4 text-navy-900/70">
          <span>{session.shipping.name}</span>
          <span className="tabular-nums" data-testid="checkout-shipping">
            {session.shipping.amount === "0.00" ? t("summary.free") : formatUnitPrice(session.shipping.amount, language)}
          </span>
        </li>
      </ul>
      <p className="mt-4 flex justify-between border-t border-navy-900/10 pt-4 font-semibold">
        <span>{t("summary.total")}</span>
        <span className="tabular-nums" data-testid="checkout-total">
          {formatTotal(priceToNumber(session.amount), language)}
        </span>
      </p>
    </section>
  )
}
