import type { Order } from "@contract/order"
import { Link } from "react-router-dom"
import { Skeleton } from "@/components/ui/skeleton"
import { usePaths } from "@/config/paths"
import { displayOrderId, formatEuros, shipmentOf } from "../lib/order-display"
import { PaymentCell } from "./payment-cell"
import { OrderActions } from "./order-actions"
import { OrderStatusBadge } from "./order-status-badge"
import { SKELETON_ORDERS } from "./recent-orders"
import { useLanguage, useT, type MessageId } from "@/i18n/react"

const COLUMNS: MessageId[] = ["col.id", "col.customer", "col.items", "col.total", "col.status", "col.actions"]

/** One page of orders as a table, newest first as the server sent them; placeholder rows while loading. */
export function OrdersTable({ orders }: { orders: Order[] | undefined }) {
  const t = useT()
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <thead className="bg-parchment text-xs tracking-wide text-navy-900/70 uppercase">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-5 py-3 font-semibold">
                {t(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-navy-900/10">
          {orders
            ? orders.map((order) => <OrderRow key={order.id} order={order} />)
            : Array.from({ length: SKELETON_ORDERS }, (_, i) => <SkeletonRow key={i} />)}
        </tbody>
      </table>
    </div>
  )
}

function OrderRow({ order }: { order: Order }) {
  const language = useLanguage()
  const paths = usePaths()
  const shipment = shipmentOf(order)
  return (
    <tr data-order-id={order.id} className="align-top">
      <td className="px-5 py-4 font-mono font-medium whitespace-nowrap">
        <Link
          to={paths.adminOrder(order.id)}
          className="underline decoration-navy-900/30 underline-offset-2 hover:decoration-gold-500 focus-visible:outline-2 focus-visible:outline-gold-500"
        >
          {displayOrderId(order.id)}
        </Link>
      </td>
      <td className="px-5 py-4">
        <div className="font-medium">{order.customerName}</div>
        <div className="text-navy-900/60">{order.customerEmail}</div>
      </td>
      <td className="px-5 py-4">
        <ul className="space-y-0.5">
          {order.items.map((item, i) => (
            <li key={i}>
              {item.product.name} <span className="text-navy-900/60">× {item.quantity}</span>
            </li>
          ))}
        </ul>
      </td>
      <td className="px-5 py-4 font-medium whitespace-nowrap">{formatEuros(Number(order.totalAmount), language)}</td>
      <td className="px-5 py-4">
        <OrderStatusBadge status={order.status} />
        {shipment ? <div className="mt-1 text-xs text-navy-900/70">{shipment}</div> : null}
        <PaymentCell order={order} />
      </td>
      <td className="px-5 py-4 whitespace-nowrap">
        <OrderActions order={order} />
      </td>
    </tr>
  )
}

function SkeletonRow() {
  return (
    <tr data-testid="order-row-skeleton">
      {COLUMNS.map((column) => (
        <td key={column} className="px-5 py-4">
          <Skeleton className="h-5 w-full" />
        </td>
      ))}
    </tr>
  )
}
