import type { Order } from "@contract/order"
import { useState } from "react"
import { useRecordBankPayment } from "../api/bank-payments"
import { useFormDialog } from "../hooks/use-form-dialog"
import { today } from "../lib/take-back"
import { FormDialog, fieldClasses } from "./form-dialog"
import { useT } from "@/i18n/react"

/**
 * "Record payment" for a bank-transfer order awaiting its money (an addition to the spec,
 * see the README): the amount received (what is still due by default), the date it
 * arrived and the bank's reference. Medusa records it under the order's lock and captures
 * the payment once the total has arrived.
 */
export function RecordPaymentDialog({ order, className = "ml-2" }: { order: Order; className?: string }) {
  const t = useT()
  const awaiting = order.status === "pending" || order.status === "processing"
  const record = useRecordBankPayment()
  const [amount, setAmount] = useState("")
  const [receivedAt, setReceivedAt] = useState(today())
  const [bankReference, setBankReference] = useState("")
  const state = order.payment
  const dialog = useFormDialog(() => setAmount(state?.outstanding ?? ""))
  if (!awaiting || state?.method !== "bank_transfer" || state.paid) return null

  const submit = () =>
    record.mutate(
      { orderId: order.id, amount: amount || (state.outstanding ?? ""), receivedAt, bankReference },
      dialog.settle((next) => ({
        title: t("record.recorded"),
        description: next.paid
          ? t("record.isPaid", { reference: next.reference })
          : t("record.stillDue", { reference: next.reference, outstanding: next.outstanding }),
      }))
    )

  return (
    <FormDialog
      {...dialog.props}
      label={t("record.label")}
      triggerClassName={className}
      title={t("record.title", { reference: state.reference })}
      description={t("record.description", { due: state.due, received: state.received })}
      pending={record.isPending}
      onSubmit={submit}
    >
      <label className="block text-sm font-medium">
        {t("record.amount")}
        <input className={fieldClasses} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} required />
      </label>
      <label className="block text-sm font-medium">
        {t("record.date")}
        <input
          className={fieldClasses}
          type="date"
          value={receivedAt}
          max={today()}
          onChange={(e) => setReceivedAt(e.target.value)}
          required
        />
      </label>
      <label className="block text-sm font-medium">
        {t("record.reference")}
        <input
          className={fieldClasses}
          value={bankReference}
          onChange={(e) => setBankReference(e.target.value)}
          maxLength={140}
          required
        />
      </label>
    </FormDialog>
  )
}
