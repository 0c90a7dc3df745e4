import { Button } from "@/components/ui/button"
import { formatCount } from "@/lib/format"
import { useLanguage, useT } from "@/i18n/react"

type OrdersPagerProps = {
  page: number
  pageSize: number
  total: number
  /** A search matched more orders than `total`, the most the shop counts. */
  totalCapped?: boolean
  onPage: (page: number) => void
}

/** "Showing 11–20 of 100,000 orders" with Previous / Next (beyond the spec, README). */
export function OrdersPager({ page, pageSize, total, totalCapped = false, onPage }: OrdersPagerProps) {
  const t = useT()
  const language = useLanguage()
  const count = (value: number) => formatCount(value, language)
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  const first = Math.min(total, (page - 1) * pageSize + 1)
  const last = Math.min(total, page * pageSize)
  return (
    <nav
      aria-label={t("pager.label")}
      className="flex items-center justify-between gap-3 border-t border-navy-900/10 px-5 py-3 text-sm"
    >
      <p>
        {t(totalCapped ? "pager.showingMore" : "pager.showing", { first: count(first), last: count(last), total: count(total) })}
      </p>
      <div className="flex items-center gap-2">
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t("pager.previous")}
        </Button>
        <span>{t("pager.page", { page: count(page), pageCount: count(pageCount) })}</span>
        <Button size="sm" variant="outline" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
          {t("pager.next")}
        </Button>
      </div>
    </nav>
  )
}
