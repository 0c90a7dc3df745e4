import type { PlacedOrder } from "@contract/checkout"
import { useEffect, useRef } from "react"
import { toast } from "@/hooks/use-toast"
import { useT } from "@/i18n/react"

/** Once per placed order: the success notification, and the cart is emptied. */
export function useOrderPlacedNotice(order: PlacedOrder | undefined, clearCart: () => void) {
  const t = useT()
  const noticed = useRef<string | null>(null)
  useEffect(() => {
    if (!order || noticed.current === order.orderId) return
    noticed.current = order.orderId
    clearCart()
    toast(
      order.method === "card"
        ? { title: t("notice.paid"), description: t("notice.thanks") }
        : { title: t("notice.placed"), description: t("notice.thanks") }
    )
  }, [order, clearCart, t])
}
