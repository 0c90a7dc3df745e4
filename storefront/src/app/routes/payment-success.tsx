import { useDocumentTitle } from "@/hooks/use-document-title"

// Placeholder: completing the order after the card confirmation is built separately.
export function PaymentSuccessRoute() {
  useDocumentTitle("Payment received")
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-semibold">Payment received</h1>
    </div>
  )
}
