import type { PaymentMethod, PaymentSession } from "@contract/checkout"
import { lazy, Suspense, useCallback, useEffect, useState } from "react"
import { useNavigate } from "react-router-dom"
import { PageLoader } from "@/components/ui/page-loader"
import { usePaths } from "@/config/paths"
import { toast } from "@/hooks/use-toast"
import { CheckoutConflictError, usePaymentSession } from "../api/create-payment-intent"
import type { CheckoutLineInput } from "../api/create-payment-intent"
import { setShipping } from "../api/shipping"
import { EMPTY_ADDRESS, toShippingAddress } from "../lib/address"
import { BankTransferNote } from "./bank-transfer-note"
import { CheckoutForm, type CheckoutDetails, type DetailsProps } from "./checkout-form"
import { MethodPicker } from "./method-picker"
import { useT } from "@/i18n/react"

// Stripe's code arrives only when a card payment is on screen.
const CardCheckout = lazy(() => import("./card-checkout"))

export type CheckoutScreenProps = {
  lines: CheckoutLineInput[]
  /** A signed-in customer, whose address book the address step offers. */
  customer: boolean
  /** Stripe's publishable key when the shop takes cards, else null (bank transfer only). */
  publishableKey: string | null
  /** The shop's prices changed: the cart takes the current ones, which opens a new session. */
  onPricesChanged: (prices: { productId: string; price: string }[]) => void
  /** A piece is sold or short: the cart keeps what is left. */
  onUnavailable: (productId: string, available: number) => void
}

export function CheckoutScreen({ lines, customer, publishableKey, onPricesChanged, onUnavailable }: CheckoutScreenProps) {
  const t = useT()
  const paths = usePaths()
  const [method, setMethod] = useState<PaymentMethod>(publishableKey ? "card" : "bank_transfer")
  const session = usePaymentSession(lines, method, true)
  const navigate = useNavigate()
  const [details, setDetails] = useState<CheckoutDetails>({
    customer: { firstName: "", lastName: "", email: "" },
    address: EMPTY_ADDRESS,
  })
  // The session as re-priced for an address; a new session (method, basket) starts unpriced.
  const [priced, setPriced] = useState<{ session: PaymentSession; address: string } | null>(null)
  const base = session.data
  const current = priced && base && priced.session.checkoutId === base.checkoutId ? priced : null
  const checkoutId = base?.checkoutId
  const addressKey = JSON.stringify(toShippingAddress(details.address))
  const applyShipping = useCallback(
    async (optionId?: string) => {
      if (!checkoutId) throw new Error(t("screen.notReady"))
      const address = toShippingAddress(details.address)
      const next = await setShipping(checkoutId, { address, optionId })
      setPriced({ session: next, address: JSON.stringify(address) })
      return next
    },
    [checkoutId, details.address, t]
  )

  useEffect(() => {
    const error = session.error
    if (!error) return
    if (error instanceof CheckoutConflictError) {
      const body = error.body
      if (body.code === "stale_prices") {
        toast({ title: t("screen.pricesUpdated"), description: body.message })
        onPricesChanged(body.prices)
      } else {
        toast({ title: t("screen.unavailable"), description: body.message, variant: "destructive" })
        if (body.productId !== null) onUnavailable(body.productId, body.available ?? 0)
      }
      return
    }
    toast({ title: t("screen.error"), description: t("screen.initFailed"), variant: "destructive" })
  }, [session.error, onPricesChanged, onUnavailable, t])

  if (session.isPending || !session.data) {
    return session.isError && !(session.error instanceof CheckoutConflictError) ? (
      <div className="mx-auto max-w-xl px-4 py-20 text-center">
        <p>{t("screen.initFailed")}</p>
        <button className="mt-4 underline" onClick={() => void session.refetch()}>
          {t("screen.tryAgain")}
        </button>
      </div>
    ) : (
      <PageLoader label={t("checkout.preparing")} />
    )
  }

  const shown = current?.session ?? session.data
  const detailsProps: DetailsProps = {
    details,
    onDetails: setDetails,
    addressApplied: current?.address === addressKey,
    applyShipping,
    customer,
  }
  const picker = publishableKey ? <MethodPicker value={method} onChange={setMethod} /> : undefined
  if (method === "card" && publishableKey) {
    return (
      <Suspense fallback={<PageLoader label={t("checkout.preparing")} />}>
        <CardCheckout {...detailsProps} session={shown} publishableKey={publishableKey} methodPicker={picker} />
      </Suspense>
    )
  }
  return (
    <CheckoutForm
      {...detailsProps}
      session={shown}
      methodPicker={picker}
      payment={<BankTransferNote />}
      ready
      confirmsAfterRepricing={false}
      confirm={async () => {
        await navigate(`${paths.paymentSuccess}?checkout=${encodeURIComponent(shown.checkoutId)}`)
        return null
      }}
    />
  )
}
