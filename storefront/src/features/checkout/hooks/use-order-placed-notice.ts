import type { PlacedOrder } from "@contract/checkout"
import { useEffect, useRef } from "react"
import { toast } from "@/hooks/use-toast"

/** Once per placed order: the success notification, and the cart is emptied. */
export function useOrderPlacedNotice(order: PlacedOrder | undefined, clearCart: () => void) {
  const noticed = useRef<string | null>(null)
  useEffect(() => {
    if (!order || noticed.current === order.orderId) return
    noticed.current = order.orderId
    clearCart()
    toast(
      order.method === "card"
        ? { title: "Payment Successful", description: "Thank you for your purchase!" }
        : { title: "Order Placed", description: "Thank you for your purchase!" }
    )
  }, [order, clearCart])
}
