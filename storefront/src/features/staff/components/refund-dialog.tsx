import type { OrderDetail } from "@contract/order"
import { useState } from "react"
import { useRefundOrder } from "../api/take-back"
import { useFormDialog } from "../hooks/use-form-dialog"
import { displayOrderId } from "../lib/order-display"
import { euros, piecesCents, today } from "../lib/take-back"
import { FormDialog, fieldClasses as field } from "./form-dialog"
import { RefundTransferFields } from "./refund-transfer-fields"
import { useT } from "@/i18n/react"

/**
 * "Refund": everything still held, or chosen pieces and an amount (their price by default).
 * Pieces the buyer sent back go on sale again when staff say so; a goodwill refund leaves
 * the stock alone. One key per opening of the dialog, so a double click refunds once.
 */
export function RefundDialog({ order, refundable }: { order: OrderDetail; refundable: number }) {
  const t = useT()
  const refund = useRefundOrder()
  const [full, setFull] = useState(true)
  const [chosen, setChosen] = useState<string[]>([])
  const [amount, setAmount] = useState("")
  const [returned, setReturned] = useState(false)
  const [sentOn, setSentOn] = useState(today())
  const [reference, setReference] = useState("")
  const [requestId, setRequestId] = useState("")
  const dialog = useFormDialog(() => setRequestId(crypto.randomUUID()))
  const number = displayOrderId(order.id)
  const shipped = order.status === "shipped" || order.status === "delivered"
  const byTransfer = order.payment?.method === "bank_transfer"

  const choose = (id: string, on: boolean) => {
    const next = on ? [...chosen, id] : chosen.filter((c) => c !== id)
    setChosen(next)
    setAmount(next.length ? euros(Math.min(piecesCents(order, next), refundable)) : "")
  }

  const submit = () => {
    const pieces = full ? {} : { amount: amount.trim(), itemIds: chosen, returned: shipped && returned }
    const transfer = byTransfer ? { refundedOn: sentOn, bankReference: reference.trim() } : {}
    refund.mutate(
      { orderId: order.id, requestId, ...pieces, ...transfer },
      dialog.settle(() => ({ title: t("refund.done"), description: t("refund.doneBody", { number }) }))
    )
  }

  return (
    <FormDialog
      {...dialog.props}
      label={t("refund.label")}
      title={t("refund.title", { number })}
      description={t(byTransfer ? "refund.byTransfer" : "refund.byCard", { amount: euros(refundable) })}
      closeLabel={t("refund.close")}
      pending={refund.isPending}
      onSubmit={submit}
    >
      <fieldset className="space-y-2 text-sm">
        <legend className="sr-only">{t("refund.what")}</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name="refund-kind" checked={full} onChange={() => setFull(true)} />
          {t("refund.everything", { amount: euros(refundable) })}
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name="refund-kind" checked={!full} onChange={() => setFull(false)} />
          {t("refund.chosen")}
        </label>
      </fieldset>
      {!full && (
        <div className="space-y-3 rounded-md border border-navy-900/10 p-3">
          <ul className="space-y-1 text-sm">
            {order.pieces.map((piece) => (
              <li key={piece.id}>
                <label className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    checked={chosen.includes(piece.id)}
                    onChange={(e) => choose(piece.id, e.target.checked)}
                  />
                  <span className="flex-1">{piece.name}</span>
                  <span className="tabular-nums">{piece.total}</span>
                </label>
              </li>
            ))}
          </ul>
          <label className="block text-sm font-medium">
            {t("refund.amount")}
            <input className={field} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} required />
          </label>
          {shipped && chosen.length > 0 && (
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={returned} onChange={(e) => setReturned(e.target.checked)} />
              {t("refund.returned")}
            </label>
          )}
        </div>
      )}
      {byTransfer && <RefundTransferFields sentOn={[sentOn, setSentOn]} reference={[reference, setReference]} />}
    </FormDialog>
  )
}
