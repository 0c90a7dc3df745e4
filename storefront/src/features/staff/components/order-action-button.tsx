import type { Order } from "@contract/order"
import { Button } from "@/components/ui/button"
import { toast } from "@/hooks/use-toast"
import { useUpdateOrderStatus } from "../api/update-order-status"
import { ORDER_ACTIONS } from "../lib/order-display"

/** The one next step of an order's status, with the spec's notifications (§8). */
export function OrderActionButton({ order }: { order: Order }) {
  const update = useUpdateOrderStatus({
    onSuccess: (_order, { status }) => toast({ title: "Order Updated", description: `Order status changed to ${status}` }),
    onError: () => toast({ title: "Error", description: "Failed to update order status", variant: "destructive" }),
  })
  const action = ORDER_ACTIONS[order.status]
  if (!action) return null
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={update.isPending}
      onClick={() => update.mutate({ id: order.id, status: action.next })}
    >
      {action.label}
    </Button>
  )
}
