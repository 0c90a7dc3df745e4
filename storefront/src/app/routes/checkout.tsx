import { useDocumentTitle } from "@/hooks/use-document-title"

// Placeholder: the payment screen (and Stripe) is built separately and loads on demand.
export function CheckoutRoute() {
  useDocumentTitle("Checkout")
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-semibold">Checkout</h1>
    </div>
  )
}
