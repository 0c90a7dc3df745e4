import type { OrderStatus } from "@contract/order"
import type { ReactNode } from "react"
import { AccountList } from "@/components/ui/account-list"
import { buttonClasses } from "@/components/ui/button"
import { useAccountOrders } from "../api/get-account-orders"

type AccountOrdersProps = {
  /** How the shop writes an order number and shows a status; given by the page. */
  renderId: (id: string) => string
  renderStatus: (status: OrderStatus) => ReactNode
}

/** An order has its invoice once it is paid: from then on the collector can download it. */
const INVOICED: OrderStatus[] = ["paid", "shipped", "delivered"]
export const accountInvoicePath = (id: string) => `/api/account/orders/${encodeURIComponent(id)}/invoice`

const dateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium" })
const euros = new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR" })

export function AccountOrders({ renderId, renderStatus }: AccountOrdersProps) {
  const { data: orders, error } = useAccountOrders()
  return (
    <section aria-labelledby="your-orders" className="flex flex-col gap-4">
      <h2 id="your-orders" className="text-xl font-semibold">
        Your orders
      </h2>
      <AccountList error={error} items={orders} empty="You have no orders yet.">
        {(order) => (
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
              {INVOICED.includes(order.status) ? (
                <a
                  href={accountInvoicePath(order.id)}
                  // The shop names the file after the invoice's number.
                  download
                  className={buttonClasses({ variant: "outline", size: "sm" })}
                  aria-label={`Invoice of order ${renderId(order.id)} (PDF)`}
                >
                  Invoice (PDF)
                </a>
              ) : null}
            </div>
          </li>
        )}
      </AccountList>
    </section>
  )
}
