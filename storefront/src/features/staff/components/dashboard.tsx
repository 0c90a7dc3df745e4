import { useOrders } from "../api/get-orders"
import { useProductTotal } from "../api/get-product-total"
import { OrdersTable } from "./orders-table"
import { StatCards } from "./stat-cards"
import { StatementUpload } from "./statement-upload"

export function Dashboard() {
  const orders = useOrders()
  const productTotal = useProductTotal()
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10">
      <header>
        <h1 className="text-3xl font-semibold">Admin Dashboard</h1>
        <p className="mt-1 text-navy-900/70">Manage orders and track business performance</p>
      </header>
      <StatCards orders={orders.data} productTotal={productTotal.data} />
      <OrdersTable orders={orders.data} error={orders.error} />
      <StatementUpload />
    </div>
  )
}
