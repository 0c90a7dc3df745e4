import { useSearchParams } from "react-router-dom"
import { useDocumentTitle } from "@/hooks/use-document-title"
import { useCartStore } from "@/features/cart/stores/cart-store"
import { PaymentResult } from "@/features/checkout/components/payment-result"
import { useT } from "@/i18n/react"

/** /payment-success: Stripe's return address, and where a bank-transfer checkout lands. */
export function PaymentSuccessRoute() {
  const t = useT()
  useDocumentTitle(t("order.title"))
  const [params] = useSearchParams()
  const clearCart = useCartStore((s) => s.clearCart)
  return (
    <PaymentResult checkoutId={params.get("checkout")} redirectStatus={params.get("redirect_status")} clearCart={clearCart} />
  )
}
