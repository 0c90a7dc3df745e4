import { ChevronLeft, ChevronRight } from "lucide-react"
import { Link } from "react-router-dom"
import { buttonClasses } from "@/components/ui/button"
import { useT } from "@/i18n/react"

type PaginationProps = {
  page: number
  pageCount: number
  hrefFor: (page: number) => string
}

/** Previous / Next links; the page lives in the URL so it can be shared. */
export function Pagination({ page, pageCount, hrefFor }: PaginationProps) {
  const t = useT()
  if (pageCount <= 1) return null
  const link = buttonClasses({ variant: "outline", size: "md" })
  const disabled = buttonClasses({ variant: "outline", size: "md" }, "pointer-events-none opacity-40")

  return (
    <nav aria-label={t("pagination.label")} className="flex items-center justify-center gap-3">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={link} rel="prev">
          <ChevronLeft className="size-4" aria-hidden />
          {t("pagination.previous")}
        </Link>
      ) : (
        <span className={disabled} aria-disabled="true">
          <ChevronLeft className="size-4" aria-hidden />
          {t("pagination.previous")}
        </span>
      )}
      <span className="text-sm text-navy-900/70 tabular-nums">{t("pagination.page", { page, pageCount })}</span>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className={link} rel="next">
          {t("pagination.next")}
          <ChevronRight className="size-4" aria-hidden />
        </Link>
      ) : (
        <span className={disabled} aria-disabled="true">
          {t("pagination.next")}
          <ChevronRight className="size-4" aria-hidden />
        </span>
      )}
    </nav>
  )
}
