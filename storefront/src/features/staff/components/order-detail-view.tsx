import type { OrderDetail } from "@contract/order"
import { ArrowLeft } from "lucide-react"
import type { ReactNode } from "react"
import { Link } from "react-router-dom"
import { usePaths } from "@/config/paths"
import { displayOrderId, formatDateTime } from "../lib/order-display"
import { OrderActions } from "./order-actions"
import { OrderCustomerSection } from "./order-customer-section"
import { OrderPaymentSection } from "./order-payment-section"
import { OrderPiecesSection } from "./order-pieces-section"
import { OrderStatusBadge } from "./order-status-badge"
import { OrderTimelineSection } from "./order-timeline-section"
import { useLanguage, useT } from "@/i18n/react"

type OrderDetailViewProps = {
  order: OrderDetail
  /** Further desks of the order (its papers, taking it back), shown under its header. */
  children?: ReactNode
}

/**
 * One order's page for staff: its number, date and status with the same actions as its
 * dashboard row, then customer and shipping, pieces and totals, payment, and timeline.
 */
export function OrderDetailView({ order, children }: OrderDetailViewProps) {
  const t = useT()
  const language = useLanguage()
  const paths = usePaths()
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-8">
      <Link to={paths.admin} className="inline-flex items-center gap-1 text-sm text-navy-900/70 hover:text-navy-900">
        <ArrowLeft className="size-4" aria-hidden /> {t("detail.dashboard")}
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-4 rounded-lg border border-navy-900/10 bg-white p-5 shadow-sm">
        <div>
          <h1 className="font-mono text-2xl font-semibold">{displayOrderId(order.id)}</h1>
          <p className="mt-1 text-sm text-navy-900/70">
            {t("detail.placed")} <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, language)}</time>
          </p>
          <div className="mt-2" data-testid="order-status">
            <OrderStatusBadge status={order.status} />
          </div>
        </div>
        <div className="flex flex-wrap items-start gap-2" data-testid="order-actions">
          <OrderActions order={order} paymentClassName="" />
        </div>
      </header>
      {children}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          <OrderCustomerSection order={order} />
          <OrderPiecesSection order={order} />
        </div>
        <div className="space-y-6">
          <OrderPaymentSection order={order} />
          <OrderTimelineSection order={order} />
        </div>
      </div>
    </div>
  )
}
