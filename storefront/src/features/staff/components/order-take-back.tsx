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
import { useT } from "@/i18n/react"

/**
 * Taking an order back at the order desk: "Cancel order" before it ships, "Refund" once it
 * is paid. Each is one request; Medusa does the whole change under the order's lock, or
 * answers why not, which the dialog shows.
 */
export function OrderTakeBack({ order }: { order: OrderDetail }) {
  const t = useT()
  const cancelable = ["pending", "processing", "paid"].includes(order.status)
  const refundable = refundableCents(order)
  const canRefund = order.status !== "canceled" && refundable > 0
  if (!cancelable && !canRefund) return null
  return (
    <OrderSection id="order-take-back" title={t("takeBack.title")}>
      <p className="mb-3 text-sm text-navy-900/70">
        {cancelable ? t("takeBack.cancelIntro") : t("takeBack.refundIntro", { amount: euros(refundable) })}
      </p>
      <div className="flex flex-wrap gap-2">
        {cancelable && <CancelDialog order={order} refundable={refundable} />}
        {canRefund && <RefundDialog order={order} refundable={refundable} />}
      </div>
    </OrderSection>
  )
}

function CancelDialog({ order, refundable }: { order: OrderDetail; refundable: number }) {
  const t = useT()
  const cancel = useCancelOrder()
  const dialog = useFormDialog()
  const [sentOn, setSentOn] = useState(today())
  const [reference, setReference] = useState("")
  const number = displayOrderId(order.id)
  const byTransfer = order.payment?.method === "bank_transfer" && refundable > 0

  const submit = () =>
    cancel.mutate(
      { orderId: order.id, ...(byTransfer ? { refundedOn: sentOn, bankReference: reference.trim() } : {}) },
      dialog.settle(() => ({ title: t("cancel.done"), description: t("cancel.doneBody", { number }) }))
    )

  return (
    <FormDialog
      {...dialog.props}
      label={t("cancel.label")}
      title={t("cancel.title", { number })}
      description={
        refundable === 0
          ? t("cancel.nothingPaid")
          : byTransfer
            ? t("cancel.byTransfer", { amount: euros(refundable) })
            : t("cancel.byCard", { amount: euros(refundable) })
      }
      closeLabel={t("cancel.keep")}
      pending={cancel.isPending}
      onSubmit={submit}
    >
      {byTransfer && <RefundTransferFields sentOn={[sentOn, setSentOn]} reference={[reference, setReference]} />}
    </FormDialog>
  )
}
