import { useState } from "react"
import { useMediaQuery } from "@/hooks/use-media-query"
import { useOrderPage, useOrderSummary, type OrderPageQuery } from "../api/get-orders"
import { useProductTotal } from "../api/get-product-total"
import { RECENT_ORDERS } from "../lib/order-display"
import { OrderCards } from "./order-cards"
import { OrderFilters } from "./order-filters"
import { OrdersPager } from "./orders-pager"
import { OrdersTable } from "./orders-table"
import { RecentOrders } from "./recent-orders"
import { StatCards } from "./stat-cards"
import { StatementUpload } from "./statement-upload"
import { useT } from "@/i18n/react"

// The table needs 48rem besides the page's margins; below Tailwind's `lg` each order is a card
// (docs/decisions/221). Only one of the two is drawn, so each order's controls exist once.
const TABLE_FITS = "(min-width: 64rem)"

export function Dashboard() {
  const t = useT()
  const wide = useMediaQuery(TABLE_FITS)
  const [query, setQuery] = useState<OrderPageQuery>({ page: 1, pageSize: RECENT_ORDERS })
  const orders = useOrderPage(query)
  const summary = useOrderSummary()
  const productTotal = useProductTotal()
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:gap-8 sm:py-10">
      <header>
        <h1 className="text-3xl font-semibold">{t("admin.title")}</h1>
        <p className="mt-1 text-navy-900/70">{t("admin.subtitle")}</p>
      </header>
      <StatCards summary={summary.data} productTotal={productTotal.data} />
      <RecentOrders
        orders={orders.data?.orders}
        error={orders.error}
        filters={
          <OrderFilters
            status={query.status}
            search={query.search ?? ""}
            onChange={(filters) => setQuery((current) => ({ ...current, ...filters, page: 1 }))}
          />
        }
        pager={
          orders.data && orders.data.total > 0 ? (
            <OrdersPager
              page={orders.data.page}
              pageSize={orders.data.pageSize}
              total={orders.data.total}
              totalCapped={orders.data.totalCapped}
              onPage={(page) => setQuery((current) => ({ ...current, page }))}
            />
          ) : null
        }
      >
        {wide ? <OrdersTable orders={orders.data?.orders} /> : <OrderCards orders={orders.data?.orders} />}
      </RecentOrders>
      <StatementUpload />
    </div>
  )
}
