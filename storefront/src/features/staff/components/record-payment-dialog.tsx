import type { Order } from "@contract/order"
import { useState } from "react"
import { useRecordBankPayment } from "../api/bank-payments"
import { useFormDialog } from "../hooks/use-form-dialog"
import { today } from "../lib/take-back"
import { FormDialog, fieldClasses } from "./form-dialog"

/**
 * "Record payment" for a bank-transfer order awaiting its money (an addition to the spec,
 * see the README): the amount received (what is still due by default), the date it
 * arrived and the bank's reference. Medusa records it under the order's lock and captures
 * the payment once the total has arrived.
 */
export function RecordPaymentDialog({ order, className = "ml-2" }: { order: Order; className?: string }) {
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
        title: "Payment recorded",
        description: next.paid ? `${next.reference} is paid.` : `${next.reference}: ${next.outstanding} still due.`,
      }))
    )

  return (
    <FormDialog
      {...dialog.props}
      label="Record payment"
      triggerClassName={className}
      title={
        <>
          Record payment for <span className="whitespace-nowrap">{state.reference}</span>
        </>
      }
      description={`Total ${state.due} EUR, received so far ${state.received}.`}
      pending={record.isPending}
      onSubmit={submit}
    >
      <label className="block text-sm font-medium">
        Amount received
        <input className={fieldClasses} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} required />
      </label>
      <label className="block text-sm font-medium">
        Date received
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
        Bank reference
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
