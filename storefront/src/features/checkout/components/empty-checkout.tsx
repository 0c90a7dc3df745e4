import { Link } from "react-router-dom"
import { buttonClasses } from "@/components/ui/button"
import { paths } from "@/config/paths"

export function EmptyCheckout() {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="font-serif text-3xl font-semibold">Your cart is empty</h1>
      <p className="mt-3 text-navy-900/70">Add some items to your cart before checking out.</p>
      <Link to={paths.home} className={buttonClasses({ variant: "primary", size: "lg" }, "mt-8")}>
        Continue Shopping
      </Link>
    </div>
  )
}
