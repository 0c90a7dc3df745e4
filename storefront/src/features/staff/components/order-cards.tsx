import type { Order } from "@contract/order"
import { Link } from "react-router-dom"
import { Skeleton } from "@/components/ui/skeleton"
import { usePaths } from "@/config/paths"
import { displayOrderId, formatEuros, shipmentOf } from "../lib/order-display"
import { OrderActions } from "./order-actions"
import { OrderStatusBadge } from "./order-status-badge"
import { PaymentCell } from "./payment-cell"
import { SKELETON_ORDERS } from "./recent-orders"
import { useLanguage, useT } from "@/i18n/react"

/**
 * One page of orders where the table does not fit (a phone, a narrow tablet): each order is
 * a card with what the table's row shows and its actions as buttons, so nothing scrolls
 * sideways (docs/decisions/221).
 */
export function OrderCards({ orders }: { orders: Order[] | undefined }) {
  const t = useT()
  return (
    <ul aria-label={t("orders.label")} className="divide-y divide-navy-900/10">
      {orders
        ? orders.map((order) => <OrderCard key={order.id} order={order} />)
        : Array.from({ length: SKELETON_ORDERS }, (_, i) => (
            <li key={i} data-testid="order-card-skeleton" className="space-y-2 p-4">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-8 w-1/3" />
            </li>
          ))}
    </ul>
  )
}

function OrderCard({ order }: { order: Order }) {
  const language = useLanguage()
  const paths = usePaths()
  const number = displayOrderId(order.id)
  const shipment = shipmentOf(order)
  return (
    <li data-order-card={order.id} className="min-w-0 space-y-3 p-4 text-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Link
            to={paths.adminOrder(order.id)}
            className="font-mono font-medium break-all underline decoration-navy-900/30 underline-offset-2 hover:decoration-gold-500 focus-visible:outline-2 focus-visible:outline-gold-500"
          >
            {number}
          </Link>
          <div className="font-medium break-words">{order.customerName}</div>
          <div className="break-all text-navy-900/60">{order.customerEmail}</div>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <span className="font-semibold whitespace-nowrap">{formatEuros(Number(order.totalAmount), language)}</span>
          <OrderStatusBadge status={order.status} />
        </div>
      </div>
      <ul className="text-navy-900/80">
        {order.items.map((item, i) => (
          <li key={i} className="break-words">
            {item.product.name} <span className="text-navy-900/60">× {item.quantity}</span>
          </li>
        ))}
      </ul>
      {shipment ? <div className="text-xs text-navy-900/70">{shipment}</div> : null}
      <PaymentCell order={order} />
      <div className="flex flex-wrap items-end gap-2 empty:hidden">
        <OrderActions order={order} />
      </div>
    </li>
  )
}
