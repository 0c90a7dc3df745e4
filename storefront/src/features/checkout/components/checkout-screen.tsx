import type { PaymentMethod } from "@contract/checkout"
import { lazy, Suspense, useEffect, useState } from "react"
import { useNavigate } from "react-router-dom"
import { PageLoader } from "@/components/ui/page-loader"
import { paths } from "@/config/paths"
import { toast } from "@/hooks/use-toast"
import { CheckoutConflictError, usePaymentSession } from "../api/create-payment-intent"
import type { CheckoutLineInput } from "../api/create-payment-intent"
import { BankTransferNote } from "./bank-transfer-note"
import { CheckoutForm } from "./checkout-form"
import { MethodPicker } from "./method-picker"

// Stripe's code arrives only when a card payment is on screen.
const CardCheckout = lazy(() => import("./card-checkout"))

export type CheckoutScreenProps = {
  lines: CheckoutLineInput[]
  /** Stripe's publishable key when the shop takes cards, else null (bank transfer only). */
  publishableKey: string | null
  /** The shop's prices changed: the cart takes the current ones, which opens a new session. */
  onPricesChanged: (prices: { productId: string; price: string }[]) => void
  /** A piece is sold or short: the cart keeps what is left. */
  onUnavailable: (productId: string, available: number) => void
}

export function CheckoutScreen({ lines, publishableKey, onPricesChanged, onUnavailable }: CheckoutScreenProps) {
  const [method, setMethod] = useState<PaymentMethod>(publishableKey ? "card" : "bank_transfer")
  const session = usePaymentSession(lines, method, true)
  const navigate = useNavigate()

  useEffect(() => {
    const error = session.error
    if (!error) return
    if (error instanceof CheckoutConflictError) {
      const body = error.body
      if (body.code === "stale_prices") {
        toast({ title: "Prices updated", description: body.message })
        onPricesChanged(body.prices)
      } else {
        toast({ title: "No longer available", description: body.message, variant: "destructive" })
        if (body.productId !== null) onUnavailable(body.productId, body.available ?? 0)
      }
      return
    }
    toast({ title: "Error", description: "Failed to initialize payment. Please try again.", variant: "destructive" })
  }, [session.error, onPricesChanged, onUnavailable])

  if (session.isPending || !session.data) {
    return session.isError && !(session.error instanceof CheckoutConflictError) ? (
      <div className="mx-auto max-w-xl px-4 py-20 text-center">
        <p>Failed to initialize payment. Please try again.</p>
        <button className="mt-4 underline" onClick={() => void session.refetch()}>
          Try again
        </button>
      </div>
    ) : (
      <PageLoader label="Preparing secure payment..." />
    )
  }

  const picker = publishableKey ? <MethodPicker value={method} onChange={setMethod} /> : undefined
  if (method === "card" && publishableKey) {
    return (
      <Suspense fallback={<PageLoader label="Preparing secure payment..." />}>
        <CardCheckout session={session.data} publishableKey={publishableKey} methodPicker={picker} />
      </Suspense>
    )
  }
  const checkoutId = session.data.checkoutId
  return (
    <CheckoutForm
      session={session.data}
      methodPicker={picker}
      payment={<BankTransferNote />}
      ready
      confirm={async () => {
        await navigate(`${paths.paymentSuccess}?checkout=${encodeURIComponent(checkoutId)}`)
        return null
      }}
    />
  )
}
