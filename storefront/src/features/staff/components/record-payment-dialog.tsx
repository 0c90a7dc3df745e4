import type { Order } from "@contract/order"
import { useState, type FormEvent } from "react"
import { Button } from "@/components/ui/button"
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog"
import { toast } from "@/hooks/use-toast"
import { messageOf, useRecordBankPayment } from "../api/bank-payments"

const today = () => new Date().toISOString().slice(0, 10)
const field = "mt-1 w-full rounded-md border border-navy-900/20 px-3 py-2 text-sm"

/**
 * "Record payment" for a bank-transfer order awaiting its money (an addition to the spec,
 * see the README): the amount received (what is still due by default), the date it
 * arrived and the bank's reference. Medusa records it under the order's lock and captures
 * the payment once the total has arrived.
 */
export function RecordPaymentDialog({ order, className = "ml-2" }: { order: Order; className?: string }) {
  const awaiting = order.status === "pending" || order.status === "processing"
  const record = useRecordBankPayment()
  const [open, setOpen] = useState(false)
  const [amount, setAmount] = useState("")
  const [receivedAt, setReceivedAt] = useState(today())
  const [bankReference, setBankReference] = useState("")
  const [error, setError] = useState("")
  const state = order.payment
  if (!awaiting || state?.method !== "bank_transfer" || state.paid) return null

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setError("")
    record.mutate(
      { orderId: order.id, amount: amount || (state.outstanding ?? ""), receivedAt, bankReference },
      {
        onSuccess: (next) => {
          setOpen(false)
          toast({
            title: "Payment recorded",
            description: next.paid ? `${next.reference} is paid.` : `${next.reference}: ${next.outstanding} still due.`,
          })
        },
        onError: (e) => setError(messageOf(e)),
      }
    )
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (next) {
          setAmount(state.outstanding ?? "")
          setError("")
        }
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" className={className}>
          Record payment
        </Button>
      </DialogTrigger>
      <DialogContent className="p-6">
        <DialogTitle className="pr-10 text-lg font-semibold">
          Record payment for <span className="whitespace-nowrap">{state.reference}</span>
        </DialogTitle>
        <DialogDescription className="text-sm text-navy-900/70">
          Total {state.due} EUR, received so far {state.received}.
        </DialogDescription>
        <form onSubmit={submit} className="mt-4 space-y-3">
          <label className="block text-sm font-medium">
            Amount received
            <input className={field} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} required />
          </label>
          <label className="block text-sm font-medium">
            Date received
            <input
              className={field}
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
              className={field}
              value={bankReference}
              onChange={(e) => setBankReference(e.target.value)}
              maxLength={140}
              required
            />
          </label>
          {error && (
            <p role="alert" className="text-sm text-red-800">
              {error}
            </p>
          )}
          <Button type="submit" disabled={record.isPending}>
            Record payment
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  )
}
