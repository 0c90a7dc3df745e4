import type { Order } from "@contract/order"
import { useBankPayment } from "../api/bank-payments"

const AWAITING = new Set(["pending", "processing"])

/**
 * How an order is paid. An order awaiting payment shows whether it is a bank transfer
 * and, if so, its reference, what is due and what has arrived; excess money is flagged.
 */
export function BankPaymentCell({ order }: { order: Order }) {
  const payment = useBankPayment(order.id, AWAITING.has(order.status))
  if (!AWAITING.has(order.status)) return null
  if (payment.isPending) return <span className="text-navy-900/50">…</span>
  if (!payment.data) return <span className="text-navy-900/70">Card</span>
  const p = payment.data
  return (
    <div className="text-xs leading-5" data-testid="bank-payment">
      <div className="font-medium">Bank transfer</div>
      <div className="font-mono">{p.reference}</div>
      <div>
        Due <span className="font-medium">{p.outstanding}</span> of {p.due}
      </div>
      <div>Received {p.received}</div>
      {p.excess !== "0.00" && <div className="text-red-800">To refund {p.excess}</div>}
    </div>
  )
}
