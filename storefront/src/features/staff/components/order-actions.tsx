import type { Order } from "@contract/order"
import { OrderActionButton } from "./order-action-button"
import { RecordPaymentDialog } from "./record-payment-dialog"

/** What staff can do next with an order: the same on its dashboard row, its card and its page. */
export function OrderActions({ order, paymentClassName }: { order: Order; paymentClassName?: string }) {
  return (
    <>
      <OrderActionButton order={order} />
      <RecordPaymentDialog order={order} className={paymentClassName} />
    </>
  )
}
