import type { OrderStatus } from "@contract/order"
import type { ReactNode } from "react"
import { AccountList } from "@/components/ui/account-list"
import { buttonClasses } from "@/components/ui/button"
import { useAccountOrders } from "../api/get-account-orders"
import { useLanguage, useT } from "@/i18n/react"
import { formatDate, formatEuros } from "@/lib/format"

type AccountOrdersProps = {
  /** How the shop writes an order number and shows a status; given by the page. */
  renderId: (id: string) => string
  renderStatus: (status: OrderStatus) => ReactNode
}

/** An order has its invoice once it is paid: from then on the collector can download it. */
const INVOICED: OrderStatus[] = ["paid", "shipped", "delivered"]
export const accountInvoicePath = (id: string) => `/api/account/orders/${encodeURIComponent(id)}/invoice`

export function AccountOrders({ renderId, renderStatus }: AccountOrdersProps) {
  const t = useT()
  const language = useLanguage()
  const { data: orders, error } = useAccountOrders()
  return (
    <section aria-labelledby="your-orders" className="flex flex-col gap-4">
      <h2 id="your-orders" className="text-xl font-semibold">
        {t("orders.title")}
      </h2>
      <AccountList error={error} items={orders} empty={t("orders.empty")}>
        {(order) => (
          <li key={order.id} className="flex flex-wrap items-start justify-between gap-4 p-5">
            <div>
              <p className="font-mono font-medium">{renderId(order.id)}</p>
              <p className="text-sm text-navy-900/60">{formatDate(order.createdAt, language, { dateStyle: "medium" })}</p>
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
              <span className="font-medium">{formatEuros(order.totalAmount, language)}</span>
              {INVOICED.includes(order.status) ? (
                <a
                  href={accountInvoicePath(order.id)}
                  // The shop names the file after the invoice's number.
                  download
                  className={buttonClasses({ variant: "outline", size: "sm" })}
                  aria-label={t("orders.invoiceLabel", { id: renderId(order.id) })}
                >
                  {t("orders.invoice")}
                </a>
              ) : null}
            </div>
          </li>
        )}
      </AccountList>
    </section>
  )
}
