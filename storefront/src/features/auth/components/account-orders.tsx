import type { OrderStatus } from "@contract/order"
import type { ReactNode } from "react"
import { Skeleton } from "@/components/ui/skeleton"
import { useAccountOrders } from "../api/get-account-orders"

type AccountOrdersProps = {
  /** How the shop writes an order number and shows a status; given by the page. */
  renderId: (id: string) => string
  renderStatus: (status: OrderStatus) => ReactNode
}

const dateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium" })
const euros = new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR" })

export function AccountOrders({ renderId, renderStatus }: AccountOrdersProps) {
  const { data: orders, error } = useAccountOrders()
  return (
    <section aria-labelledby="your-orders" className="flex flex-col gap-4">
      <h2 id="your-orders" className="text-xl font-semibold">
        Your orders
      </h2>
      {error ? (
        <p role="alert" className="text-red-800">
          {error.message}
        </p>
      ) : !orders ? (
        <Skeleton className="h-24 w-full" />
      ) : orders.length === 0 ? (
        <p className="rounded-lg border border-navy-900/10 bg-white p-6 text-navy-900/70">You have no orders yet.</p>
      ) : (
        <ul className="divide-y divide-navy-900/10 rounded-lg border border-navy-900/10 bg-white">
          {orders.map((order) => (
            <li key={order.id} className="flex flex-wrap items-start justify-between gap-4 p-5">
              <div>
                <p className="font-mono font-medium">{renderId(order.id)}</p>
                <p className="text-sm text-navy-900/60">{dateFormat.format(new Date(order.createdAt))}</p>
                <ul className="mt-2 text-sm">
                  {order.items.map((item, i) => (
                    <li key={i}>
                      {item.product.name} × {item.quantity}
                    </li>
                  ))}
                </ul>
              </div>
              <div className="flex flex-col items-end gap-2">
                {renderStatus(order.status)}
                <span className="font-medium">{euros.format(Number(order.totalAmount))}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
