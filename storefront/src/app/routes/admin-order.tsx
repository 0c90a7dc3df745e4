import { useParams } from "react-router-dom"
import { Skeleton } from "@/components/ui/skeleton"
import { AdminGate } from "@/features/auth/components/admin-gate"
import { useOrderDetail } from "@/features/staff/api/get-order"
import { OrderDetailView } from "@/features/staff/components/order-detail-view"
import { OrderPapers } from "@/features/staff/components/order-papers"
import { OrderTakeBack } from "@/features/staff/components/order-take-back"
import { displayOrderId } from "@/features/staff/lib/order-display"
import { useDocumentTitle } from "@/hooks/use-document-title"
import { messageOf } from "@/lib/api-client"
import { useT } from "@/i18n/react"

// Loaded on demand, like the dashboard: no staff code reaches the shop's bundle.
export function AdminOrderRoute() {
  const t = useT()
  const { id = "" } = useParams()
  useDocumentTitle(t("admin.orderTitle", { number: displayOrderId(id) }))
  return (
    <AdminGate>
      <AdminOrder id={id} />
    </AdminGate>
  )
}

function AdminOrder({ id }: { id: string }) {
  const { data: order, error } = useOrderDetail(id)
  if (error) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-10">
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-5 py-4 text-red-900">
          {messageOf(error)}
        </p>
      </div>
    )
  }
  if (!order) return <OrderPageSkeleton />
  return (
    <OrderDetailView order={order}>
      {/* The order's papers and taking it back mount here, each in its own section. */}
      <OrderPapers order={order} />
      <OrderTakeBack order={order} />
    </OrderDetailView>
  )
}

function OrderPageSkeleton() {
  const t = useT()
  return (
    <div role="status" aria-label={t("admin.loadingOrder")} className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <Skeleton className="h-28 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  )
}
