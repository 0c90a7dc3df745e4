import type { OrderSummary } from "@contract/order"
import { Euro, Package, ShoppingBag, Users } from "lucide-react"
import type { ReactNode } from "react"
import { Skeleton } from "@/components/ui/skeleton"
import { formatCount } from "@/lib/format"
import { formatEuros } from "../lib/order-display"
import { useLanguage, useT } from "@/i18n/react"

type StatCardsProps = { summary: OrderSummary | undefined; productTotal: number | undefined }

/** The four figures: the orders' from the server's summary, the catalogue's from its total. */
export function StatCards({ summary, productTotal }: StatCardsProps) {
  const t = useT()
  const language = useLanguage()
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard title={t("stats.orders")} icon={<ShoppingBag />} value={summary && formatCount(summary.totalOrders, language)} />
      <StatCard title={t("stats.revenue")} icon={<Euro />} value={summary && formatEuros(Number(summary.revenue), language)} />
      <StatCard
        title={t("stats.products")}
        icon={<Package />}
        value={productTotal === undefined ? undefined : formatCount(productTotal, language)}
      />
      <StatCard
        title={t("stats.users")}
        icon={<Users />}
        value={summary && formatCount(summary.activeUsers, language)}
        note={t("stats.usersNote", { days: summary?.activeDays ?? 30 })}
      />
    </div>
  )
}

function StatCard({ title, icon, value, note }: { title: string; icon: ReactNode; value: string | undefined; note?: string }) {
  return (
    <section aria-label={title} className="min-w-0 rounded-lg border border-navy-900/10 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-center justify-between text-navy-900/70">
        <h2 className="text-sm font-medium">{title}</h2>
        <span className="text-gold-600 [&>svg]:size-5" aria-hidden>
          {icon}
        </span>
      </div>
      {value === undefined ? (
        <Skeleton className="mt-3 h-8 w-24" />
      ) : (
        <p className="mt-2 text-xl font-semibold break-words sm:text-2xl" data-testid="stat-value">
          {value}
        </p>
      )}
      {note && <p className="mt-1 text-xs text-navy-900/60">{note}</p>}
    </section>
  )
}
