import { Link } from "react-router-dom"
import { buttonClasses } from "@/components/ui/button"
import { PageLoader } from "@/components/ui/page-loader"
import { usePaths } from "@/config/paths"
import { OrderNotPlacedError, usePlacedOrder } from "../api/complete-checkout"
import { useOrderPlacedNotice } from "../hooks/use-order-placed-notice"
import { OrderConfirmation } from "./order-confirmation"
import { useT } from "@/i18n/react"

type Props = {
  checkoutId: string | null
  /** Stripe's redirect_status on the return address ("succeeded", "processing", "failed"). */
  redirectStatus: string | null
  clearCart: () => void
}

/** /payment-success: places the order (idempotently) and shows it, or says why it was not placed. */
export function PaymentResult({ checkoutId, redirectStatus, clearCart }: Props) {
  const t = useT()
  const failedAtStripe = redirectStatus === "failed"
  const order = usePlacedOrder(failedAtStripe ? null : checkoutId)
  useOrderPlacedNotice(order.data, clearCart)

  if (!checkoutId || failedAtStripe) {
    return (
      <Problem
        title={failedAtStripe ? t("form.paymentFailed") : t("result.noOrder")}
        text={failedAtStripe ? t("result.notCharged") : t("result.onlyAfter")}
        retry={failedAtStripe}
      />
    )
  }
  if (order.isPending) return <PageLoader label={t("result.placing")} />
  if (order.error) {
    const error = order.error
    if (error instanceof OrderNotPlacedError && error.unavailable) {
      return <Problem title={t("screen.unavailable")} text={t("result.unavailableText", { message: error.message })} />
    }
    return <Problem title={t("form.paymentFailed")} text={error.message} retry />
  }
  return <OrderConfirmation order={order.data} />
}

function Problem({ title, text, retry = false }: { title: string; text: string; retry?: boolean }) {
  const t = useT()
  const paths = usePaths()
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="font-serif text-3xl font-semibold">{title}</h1>
      <p className="mt-3 text-navy-900/70">{text}</p>
      <Link to={retry ? paths.checkout : paths.home} className={buttonClasses({ variant: "primary", size: "lg" }, "mt-8")}>
        {retry ? t("result.backToCheckout") : t("continue")}
      </Link>
    </div>
  )
}
