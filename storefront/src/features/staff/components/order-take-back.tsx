import type { OrderDetail } from "@contract/order"
import { useState } from "react"
import { useCancelOrder } from "../api/take-back"
import { useFormDialog } from "../hooks/use-form-dialog"
import { displayOrderId } from "../lib/order-display"
import { euros, refundableCents, today } from "../lib/take-back"
import { FormDialog } from "./form-dialog"
import { OrderSection } from "./order-section"
import { RefundDialog } from "./refund-dialog"
import { RefundTransferFields } from "./refund-transfer-fields"

/**
 * Taking an order back at the order desk: "Cancel order" before it ships, "Refund" once it
 * is paid. Each is one request; Medusa does the whole change under the order's lock, or
 * answers why not, which the dialog shows.
 */
export function OrderTakeBack({ order }: { order: OrderDetail }) {
  const cancelable = ["pending", "processing", "paid"].includes(order.status)
  const refundable = refundableCents(order)
  const canRefund = order.status !== "canceled" && refundable > 0
  if (!cancelable && !canRefund) return null
  return (
    <OrderSection id="order-take-back" title="Take back">
      <p className="mb-3 text-sm text-navy-900/70">
        {cancelable
          ? "Cancel the order before it ships: what was paid is refunded and its pieces go back on sale."
          : `${euros(refundable)} EUR paid can still be refunded, in full or for chosen pieces.`}
      </p>
      <div className="flex flex-wrap gap-2">
        {cancelable && <CancelDialog order={order} refundable={refundable} />}
        {canRefund && <RefundDialog order={order} refundable={refundable} />}
      </div>
    </OrderSection>
  )
}

function CancelDialog({ order, refundable }: { order: OrderDetail; refundable: number }) {
  const cancel = useCancelOrder()
  const dialog = useFormDialog()
  const [sentOn, setSentOn] = useState(today())
  const [reference, setReference] = useState("")
  const number = displayOrderId(order.id)
  const byTransfer = order.payment?.method === "bank_transfer" && refundable > 0

  const submit = () =>
    cancel.mutate(
      { orderId: order.id, ...(byTransfer ? { refundedOn: sentOn, bankReference: reference.trim() } : {}) },
      dialog.settle(() => ({ title: "Order canceled", description: `${number} is canceled; its pieces are on sale again.` }))
    )

  return (
    <FormDialog
      {...dialog.props}
      label="Cancel order"
      title={`Cancel order ${number}?`}
      description={
        refundable === 0
          ? "Nothing has been paid. Its pieces go back on sale at once."
          : byTransfer
            ? `${euros(refundable)} EUR was paid by bank transfer: send it back, then give the transfer's date and reference. Its pieces go back on sale at once.`
            : `${euros(refundable)} EUR is refunded to the buyer's card. Its pieces go back on sale at once.`
      }
      closeLabel="Keep order"
      pending={cancel.isPending}
      onSubmit={submit}
    >
      {byTransfer && <RefundTransferFields sentOn={[sentOn, setSentOn]} reference={[reference, setReference]} />}
    </FormDialog>
  )
}
