import type { PlacedOrder } from "@contract/checkout"
import { CheckCircle2 } from "lucide-react"
import { Link } from "react-router-dom"
import { buttonClasses } from "@/components/ui/button"
import { paths } from "@/config/paths"
import { LineRow } from "./line-row"

/** The placed order: its number, the pieces, the total, and for a transfer where to send it. */
export function OrderConfirmation({ order }: { order: PlacedOrder }) {
  const transfer = order.bankTransfer
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <div className="flex items-center gap-3">
        <CheckCircle2 className="size-8 text-green-700" aria-hidden />
        <h1 className="font-serif text-3xl font-semibold">Thank you for your order</h1>
      </div>
      <p className="mt-3 text-navy-900/80">
        Order <strong data-testid="order-number">{order.orderNumber}</strong>
        {order.customerEmail ? <> · a confirmation goes to {order.customerEmail}</> : null}
      </p>
      <ul className="mt-6 divide-y divide-navy-900/10 rounded-lg border border-navy-900/10 bg-white text-sm">
        {order.items.map((item, index) => (
          <LineRow key={index} name={item.name} quantity={item.quantity} total={item.lineTotal} className="px-4 py-3" />
        ))}
        <li className="flex justify-between gap-4 px-4 py-3 text-navy-900/70">
          <span>Insured shipping</span>
          <span className="tabular-nums">€{order.shipping}</span>
        </li>
        <li className="flex justify-between gap-4 px-4 py-3 font-semibold">
          <span>Total</span>
          <span className="tabular-nums" data-testid="order-total">
            €{order.totalAmount}
          </span>
        </li>
      </ul>
      {transfer ? (
        <section aria-labelledby="transfer" className="mt-8 rounded-lg border border-gold-500 bg-parchment p-5">
          <h2 id="transfer" className="font-serif text-xl font-semibold">
            Please pay by bank transfer
          </h2>
          <dl className="mt-4 grid grid-cols-[9rem_1fr] gap-y-2 text-sm">
            <dt>Account holder</dt>
            <dd>{transfer.accountHolder}</dd>
            <dt>IBAN</dt>
            <dd className="font-mono">{transfer.iban}</dd>
            <dt>BIC</dt>
            <dd className="font-mono">{transfer.bic}</dd>
            <dt>Reference</dt>
            <dd className="font-mono" data-testid="transfer-reference">
              {transfer.reference}
            </dd>
            <dt>Amount</dt>
            <dd>€{transfer.amount}</dd>
          </dl>
          <p className="mt-4 text-sm text-navy-900/70">Your pieces are reserved; we ship once the transfer has arrived.</p>
        </section>
      ) : (
        <p className="mt-8 text-navy-900/80">Your payment has been received; we will ship your pieces shortly.</p>
      )}
      <Link to={paths.home} className={buttonClasses({ variant: "primary", size: "lg" }, "mt-8")}>
        Continue Shopping
      </Link>
    </div>
  )
}
