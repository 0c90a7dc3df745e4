import type { Order } from "@contract/order"
import type { ReactNode } from "react"
import { useT } from "@/i18n/react"

// spec §9: 5 placeholders while the orders load, as table rows or as cards.
export const SKELETON_ORDERS = 5

type RecentOrdersProps = {
  orders: Order[] | undefined
  error: Error | null
  filters: ReactNode
  pager: ReactNode
  /** The page of orders as a table or as cards, whichever fits the window; shown while loading too. */
  children: ReactNode
}

/** 'Recent Orders': the heading, the filters, the orders (or why there are none) and the pager. */
export function RecentOrders({ orders, error, filters, pager, children }: RecentOrdersProps) {
  const t = useT()
  return (
    <section aria-labelledby="recent-orders" className="rounded-lg border border-navy-900/10 bg-white shadow-sm">
      <h2 id="recent-orders" className="border-b border-navy-900/10 px-4 py-4 text-lg font-semibold sm:px-5">
        {t("orders.recent")}
      </h2>
      {filters}
      {error ? (
        <p role="alert" className="px-4 py-8 text-center text-red-800 sm:px-5">
          {error.message}
        </p>
      ) : orders && orders.length === 0 ? (
        <p className="px-4 py-10 text-center text-navy-900/60 sm:px-5">{t("orders.none")}</p>
      ) : (
        children
      )}
      {pager}
    </section>
  )
}
