import { lazy, Suspense, useState } from "react"
import { useCartStore } from "../stores/cart-store"

// The panel (a dialog with its focus trap and scroll lock) is not needed to show a
// page, so its code arrives the first time the cart opens and then stays mounted.
const CartPanel = lazy(() => import("./cart-panel").then((m) => ({ default: m.CartPanel })))

export function CartPanelOnDemand() {
  const isOpen = useCartStore((s) => s.isOpen)
  const [wanted, setWanted] = useState(isOpen)
  if (isOpen && !wanted) setWanted(true)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <CartPanel />
    </Suspense>
  )
}
