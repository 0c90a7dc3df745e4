import { useEffect } from "react"
import { ApiError } from "@/lib/api-client"
import { useLinesAvailability } from "../api/get-line-availability"
import { useCartStore } from "../stores/cart-store"

/**
 * While the cart panel is open, fetches each line's current stock and price so
 * a piece sold to someone else meanwhile (or withdrawn: 404) shows as sold out.
 */
export function useCartAvailability(enabled: boolean) {
  const items = useCartStore((s) => s.items)
  const refreshProduct = useCartStore((s) => s.refreshProduct)
  const handles = enabled ? items.map((item) => item.product.handle) : []
  const results = useLinesAvailability(handles)
  const stamp = results.map((r) => `${r.dataUpdatedAt}:${r.errorUpdatedAt}`).join(",")

  useEffect(() => {
    results.forEach((result, index) => {
      const line = useCartStore.getState().items.find((item) => item.product.handle === handles[index])
      if (!line) return
      const withdrawn = result.error instanceof ApiError && result.error.status === 404
      const fresh = withdrawn ? { stock: 0, finalPrice: line.product.finalPrice } : result.data
      if (!fresh) return
      if (line.product.stock !== fresh.stock || line.product.finalPrice !== fresh.finalPrice) {
        refreshProduct({ ...line.product, stock: fresh.stock, finalPrice: fresh.finalPrice })
      }
    })
    // Keyed on the answers' timestamps: runs when an answer arrives, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- results and handles are new arrays each render; stamp changes when they do
  }, [stamp, refreshProduct])
}
