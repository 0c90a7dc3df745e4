import { Link } from "react-router-dom"
import { buttonClasses } from "@/components/ui/button"
import { PageLoader } from "@/components/ui/page-loader"
import { paths } from "@/config/paths"
import { OrderNotPlacedError, usePlacedOrder } from "../api/complete-checkout"
import { useOrderPlacedNotice } from "../hooks/use-order-placed-notice"
import { OrderConfirmation } from "./order-confirmation"

type Props = {
  checkoutId: string | null
  /** Stripe's redirect_status on the return address ("succeeded", "processing", "failed"). */
  redirectStatus: string | null
  clearCart: () => void
}

/** /payment-success: places the order (idempotently) and shows it, or says why it was not placed. */
export function PaymentResult({ checkoutId, redirectStatus, clearCart }: Props) {
  const failedAtStripe = redirectStatus === "failed"
  const order = usePlacedOrder(failedAtStripe ? null : checkoutId)
  useOrderPlacedNotice(order.data, clearCart)

  if (!checkoutId || failedAtStripe) {
    return (
      <Problem
        title={failedAtStripe ? "Payment Failed" : "No order to show"}
        text={failedAtStripe ? "Your card was not charged. Please try again." : "This page shows an order right after checkout."}
        retry={failedAtStripe}
      />
    )
  }
  if (order.isPending) return <PageLoader label="Placing your order..." />
  if (order.error) {
    const error = order.error
    if (error instanceof OrderNotPlacedError && error.unavailable) {
      return <Problem title="No longer available" text={`${error.message} Your card has not been charged.`} />
    }
    return <Problem title="Payment Failed" text={error.message} retry />
  }
  return <OrderConfirmation order={order.data} />
}

function Problem({ title, text, retry = false }: { title: string; text: string; retry?: boolean }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="font-serif text-3xl font-semibold">{title}</h1>
      <p className="mt-3 text-navy-900/70">{text}</p>
      <Link to={retry ? paths.checkout : paths.home} className={buttonClasses({ variant: "primary", size: "lg" }, "mt-8")}>
        {retry ? "Back to Checkout" : "Continue Shopping"}
      </Link>
    </div>
  )
}
