import { useEffect } from "react"
import { useLinesAvailability } from "../api/get-line-availability"
import { useCartStore } from "../stores/cart-store"

/**
 * While the cart panel is open, fetches each line's current stock and price so
 * a piece sold to someone else meanwhile is shown as sold out.
 */
export function useCartAvailability(enabled: boolean) {
  const items = useCartStore((s) => s.items)
  const refreshProduct = useCartStore((s) => s.refreshProduct)
  const results = useLinesAvailability(enabled ? items.map((item) => item.product.handle) : [])
  const stamp = results.map((r) => r.dataUpdatedAt).join(",")

  useEffect(() => {
    for (const result of results) {
      const fresh = result.data
      if (!fresh) continue
      const line = useCartStore.getState().items.find((item) => item.product.id === fresh.id)
      if (!line) continue
      if (line.product.stock !== fresh.stock || line.product.finalPrice !== fresh.finalPrice) {
        refreshProduct({ ...line.product, stock: fresh.stock, finalPrice: fresh.finalPrice })
      }
    }
    // Keyed on the answers' timestamps: runs when an answer arrives, not on every render.
  }, [stamp, refreshProduct])
}
