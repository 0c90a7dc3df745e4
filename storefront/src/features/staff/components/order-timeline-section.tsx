import type { OrderDetail } from "@contract/order"
import { formatDateTime } from "../lib/order-display"
import { timelineLabel } from "../lib/order-timeline"
import { OrderSection } from "./order-section"
import { useLanguage, useT } from "@/i18n/react"

/** What happened to the order, oldest first, and who did it. */
export function OrderTimelineSection({ order }: { order: OrderDetail }) {
  const t = useT()
  const language = useLanguage()
  return (
    <OrderSection id="order-timeline" title={t("timeline.title")}>
      <ol className="relative space-y-4 border-l border-navy-900/15 pl-5 text-sm" data-testid="order-timeline">
        {order.timeline.map((entry, i) => (
          <li key={i} className="relative">
            <span
              aria-hidden
              className="absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full border-2 border-white bg-gold-500"
            />
            <p className="font-medium">{timelineLabel(entry, t)}</p>
            {entry.note && <p className="text-navy-900/80 [overflow-wrap:anywhere]">{entry.note}</p>}
            <p className="text-xs text-navy-900/60">
              <time dateTime={entry.at}>{formatDateTime(entry.at, language)}</time>
              {entry.actor && t("timeline.by", { actor: entry.actor })}
            </p>
          </li>
        ))}
      </ol>
    </OrderSection>
  )
}
