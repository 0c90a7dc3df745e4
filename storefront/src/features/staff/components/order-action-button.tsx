import type { Order } from "@contract/order"
import { useState } from "react"
import { Button } from "@/components/ui/button"
import { toast } from "@/hooks/use-toast"
import { ApiError, messageOf } from "@/lib/api-client"
import { useUpdateOrderStatus } from "../api/update-order-status"
import { ORDER_ACTIONS } from "../lib/order-display"
import { useT } from "@/i18n/react"

/** What the shop server said went wrong ("409: {"message": …}"), so staff know what to do next. */
const reasonOf = (error: Error) => (error instanceof ApiError ? messageOf(error) : undefined)

/** The one next step of an order's status, with the spec's notifications (§8). */
export function OrderActionButton({ order }: { order: Order }) {
  const t = useT()
  const [trackingNumber, setTrackingNumber] = useState("")
  const [carrier, setCarrier] = useState("")
  const update = useUpdateOrderStatus({
    onSuccess: (_order, { status }) => toast({ title: t("action.updated"), description: t("action.updatedBody", { status }) }),
    onError: (error) => {
      const reason = reasonOf(error)
      toast({
        title: t("action.error"),
        description: (
          <>
            <span className="block">{t("action.failed")}</span>
            {reason ? <span className="block">{reason}</span> : null}
          </>
        ),
        variant: "destructive",
      })
    },
  })
  const action = ORDER_ACTIONS[order.status]
  if (!action) return null
  const ships = action.next === "shipped"
  return (
    <div className="flex flex-col items-start gap-2">
      {ships ? (
        <>
          <input
            aria-label={t("action.trackingFor", { id: order.id })}
            placeholder={t("action.tracking")}
            maxLength={100}
            value={trackingNumber}
            onChange={(e) => setTrackingNumber(e.target.value)}
            className="w-48 rounded border border-navy-900/20 px-2 py-1 text-sm"
          />
          <input
            aria-label={t("action.carrierFor", { id: order.id })}
            placeholder={t("action.carrier")}
            maxLength={60}
            value={carrier}
            onChange={(e) => setCarrier(e.target.value)}
            className="w-48 rounded border border-navy-900/20 px-2 py-1 text-sm"
          />
        </>
      ) : null}
      <Button
        size="sm"
        variant="outline"
        disabled={update.isPending}
        onClick={() => update.mutate({ id: order.id, status: action.next, ...(ships ? { trackingNumber, carrier } : {}) })}
      >
        {t(action.label)}
      </Button>
    </div>
  )
}
