import type { CustomerInfo, PaymentSession } from "@contract/checkout"
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js"
import type { Stripe } from "@stripe/stripe-js"
// The "pure" entry adds Stripe's script only when loadStripe runs, i.e. on this screen with card chosen.
import { loadStripe } from "@stripe/stripe-js/pure"
import { useState } from "react"
import type { ReactNode } from "react"
import { usePaths } from "@/config/paths"
import { CheckoutForm, type DetailsProps } from "./checkout-form"
import { useLanguage, useT } from "@/i18n/react"

const loaded = new Map<string, Promise<Stripe | null>>()
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = loaded.get(publishableKey)
  if (!stripe) {
    stripe = loadStripe(publishableKey)
    loaded.set(publishableKey, stripe)
  }
  return stripe
}

type Props = DetailsProps & { session: PaymentSession; publishableKey: string; methodPicker?: ReactNode }

/** Card payment through Stripe's PaymentElement; loaded only with the checkout route. */
export default function CardCheckout({ publishableKey, ...props }: Props) {
  const language = useLanguage()
  // A new total (the address step) is a new payment intent: the element starts anew with it.
  return (
    <Elements
      key={props.session.clientSecret}
      stripe={stripeFor(publishableKey)}
      options={{ clientSecret: props.session.clientSecret ?? undefined, locale: language }}
    >
      <CardForm {...props} />
    </Elements>
  )
}

function CardForm(props: Omit<Props, "publishableKey">) {
  const t = useT()
  const paths = usePaths()
  const { session } = props
  const stripe = useStripe()
  const elements = useElements()
  const [complete, setComplete] = useState(false)

  const confirm = async (customer: CustomerInfo): Promise<string | null> => {
    if (!stripe || !elements) return t("card.notReady")
    const returnUrl = new URL(paths.paymentSuccess, window.location.origin)
    returnUrl.searchParams.set("checkout", session.checkoutId)
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: {
        return_url: returnUrl.toString(),
        payment_method_data: {
          billing_details: { name: `${customer.firstName} ${customer.lastName}`, email: customer.email },
        },
      },
    })
    // Success leaves the page for the return URL; only a failure comes back here.
    return error.message ?? t("card.failed")
  }

  return (
    <CheckoutForm
      {...props}
      confirmsAfterRepricing
      ready={!!stripe && complete}
      confirm={confirm}
      payment={<PaymentElement onChange={(event) => setComplete(event.complete)} />}
    />
  )
}
