import type { CustomerInfo, PaymentSession } from "@contract/checkout"
import { Loader2 } from "lucide-react"
import { useState } from "react"
import type { ReactNode } from "react"
import { useNavigate } from "react-router-dom"
import { Button } from "@/components/ui/button"
import { paths } from "@/config/paths"
import { toast } from "@/hooks/use-toast"
import { formatTotal, priceToNumber } from "@/lib/format"
import { setCustomer } from "../api/set-customer"
import { CustomerFields } from "./customer-fields"
import { OrderSummary } from "./order-summary"

type Props = {
  session: PaymentSession
  /** The method choice, when the shop offers more than one. */
  methodPicker?: ReactNode
  /** Stripe's PaymentElement, or the bank-transfer note. */
  payment: ReactNode
  /** Confirms the payment; answers the provider's error message, or null when it went through. */
  confirm: (customer: CustomerInfo) => Promise<string | null>
  /** False until the payment element can take the payment. */
  ready: boolean
}

const EMPTY: CustomerInfo = { firstName: "", lastName: "", email: "" }

/** 'Secure Checkout': the shopper's details, the payment, the summary, 'Pay €{total}'. */
export function CheckoutForm({ session, methodPicker, payment, confirm, ready }: Props) {
  const [customer, setCustomerState] = useState<CustomerInfo>(EMPTY)
  const [submitting, setSubmitting] = useState(false)
  const navigate = useNavigate()

  const submit = async () => {
    const trimmed = {
      firstName: customer.firstName.trim(),
      lastName: customer.lastName.trim(),
      email: customer.email.trim(),
    }
    if (!trimmed.firstName || !trimmed.lastName || !trimmed.email) {
      toast({ title: "Missing Information", description: "Please fill in all required fields.", variant: "destructive" })
      return
    }
    setSubmitting(true)
    try {
      await setCustomer(session.checkoutId, trimmed)
      const failure = await confirm(trimmed)
      if (failure !== null) {
        toast({ title: "Payment Failed", description: failure, variant: "destructive" })
        setSubmitting(false)
      }
    } catch (error) {
      toast({
        title: "Payment Failed",
        description: error instanceof Error ? error.message : String(error),
        variant: "destructive",
      })
      setSubmitting(false)
    }
  }

  return (
    <form
      noValidate
      className="mx-auto grid max-w-5xl gap-8 px-4 py-10 lg:grid-cols-[1fr_22rem]"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <div className="space-y-6">
        <h1 className="font-serif text-3xl font-semibold">Secure Checkout</h1>
        <CustomerFields value={customer} onChange={setCustomerState} disabled={submitting} />
        {methodPicker}
        <div>{payment}</div>
      </div>
      <div className="space-y-4">
        <OrderSummary session={session} />
        <Button type="submit" variant="gold" size="lg" className="w-full" disabled={submitting || !ready}>
          {submitting ? (
            <>
              <Loader2 className="size-4 animate-spin" aria-hidden />
              Processing...
            </>
          ) : (
            `Pay ${formatTotal(priceToNumber(session.amount))}`
          )}
        </Button>
        <Button variant="outline" size="lg" className="w-full" disabled={submitting} onClick={() => void navigate(paths.home)}>
          Back to Shop
        </Button>
      </div>
    </form>
  )
}
