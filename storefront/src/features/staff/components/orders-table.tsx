import type { Order } from "@contract/order"
import type { ReactNode } from "react"
import { Link } from "react-router-dom"
import { Skeleton } from "@/components/ui/skeleton"
import { orderPagePath } from "../api/get-order"
import { displayOrderId, formatEuros } from "../lib/order-display"
import { PaymentCell } from "./payment-cell"
import { OrderActionButton } from "./order-action-button"
import { OrderStatusBadge } from "./order-status-badge"
import { RecordPaymentDialog } from "./record-payment-dialog"

// spec §9: 5 skeleton rows while loading.
const SKELETON_ROWS = 5
const COLUMNS = ["Order ID", "Customer", "Items", "Total", "Status", "Actions"]

type OrdersTableProps = { orders: Order[] | undefined; error: Error | null; filters: ReactNode; pager: ReactNode }

/** One page of orders as the server sent it (newest first), under the filters and above the pager. */
export function OrdersTable({ orders, error, filters, pager }: OrdersTableProps) {
  return (
    <section aria-labelledby="recent-orders" className="rounded-lg border border-navy-900/10 bg-white shadow-sm">
      <h2 id="recent-orders" className="border-b border-navy-900/10 px-5 py-4 text-lg font-semibold">
        Recent Orders
      </h2>
      {filters}
      {error ? (
        <p role="alert" className="px-5 py-8 text-center text-red-800">
          {error.message}
        </p>
      ) : orders && orders.length === 0 ? (
        <p className="px-5 py-10 text-center text-navy-900/60">No orders found</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <thead className="bg-parchment text-xs tracking-wide text-navy-900/70 uppercase">
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="px-5 py-3 font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-navy-900/10">
              {orders
                ? orders.map((order) => <OrderRow key={order.id} order={order} />)
                : Array.from({ length: SKELETON_ROWS }, (_, i) => <SkeletonRow key={i} />)}
            </tbody>
          </table>
        </div>
      )}
      {pager}
    </section>
  )
}

function OrderRow({ order }: { order: Order }) {
  return (
    <tr data-order-id={order.id} className="align-top">
      <td className="px-5 py-4 font-mono font-medium whitespace-nowrap">
        <Link
          to={orderPagePath(order.id)}
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
      <td className="px-5 py-4 font-medium whitespace-nowrap">{formatEuros(Number(order.totalAmount))}</td>
      <td className="px-5 py-4">
        <OrderStatusBadge status={order.status} />
        {order.trackingNumber || order.carrier ? (
          <div className="mt-1 text-xs text-navy-900/70">{[order.carrier, order.trackingNumber].filter(Boolean).join(" · ")}</div>
        ) : null}
        <PaymentCell order={order} />
      </td>
      <td className="px-5 py-4 whitespace-nowrap">
        <OrderActionButton order={order} />
        <RecordPaymentDialog order={order} />
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
