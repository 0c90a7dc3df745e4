import type { Order } from "@contract/order"
import { formatDate } from "../lib/order-display"

/**
 * How an order is paid (beyond the spec, README). A bank transfer shows its reference,
 * what is due and what has arrived, any excess to refund and, while the money is awaited,
 * the day its pieces are released. It all comes with the page of orders.
 */
export function PaymentCell({ order }: { order: Order }) {
  const payment = order.payment
  if (!payment?.method) return null
  if (payment.method === "card") return <div className="mt-1 text-xs text-navy-900/70">Card</div>
  return (
    <div className="mt-1 text-xs leading-5" data-testid="bank-payment">
      <div className="font-medium">Bank transfer</div>
      <div className="font-mono">{payment.reference}</div>
      {payment.paid ? (
        <div>Paid{payment.received !== "0.00" ? `, received ${payment.received}` : ""}</div>
      ) : (
        <>
          <div>
            Due <span className="font-medium">{payment.outstanding}</span> of {payment.due}
          </div>
          <div>Received {payment.received}</div>
        </>
      )}
      {payment.excess && payment.excess !== "0.00" && <div className="text-red-800">To refund {payment.excess}</div>}
      {payment.holdEndsAt && <div>Held until {formatDate(payment.holdEndsAt)}</div>}
    </div>
  )
}
