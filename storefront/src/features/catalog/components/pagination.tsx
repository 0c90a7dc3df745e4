import { ChevronLeft, ChevronRight } from "lucide-react"
import { Link } from "react-router-dom"
import { buttonClasses } from "@/components/ui/button"

type PaginationProps = {
  page: number
  pageCount: number
  hrefFor: (page: number) => string
}

/** Previous / Next links; the page lives in the URL so it can be shared. */
export function Pagination({ page, pageCount, hrefFor }: PaginationProps) {
  if (pageCount <= 1) return null
  const link = buttonClasses({ variant: "outline", size: "md" })
  const disabled = buttonClasses({ variant: "outline", size: "md" }, "pointer-events-none opacity-40")

  return (
    <nav aria-label="Pagination" className="flex items-center justify-center gap-3">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={link} rel="prev">
          <ChevronLeft className="size-4" aria-hidden />
          Previous
        </Link>
      ) : (
        <span className={disabled} aria-disabled="true">
          <ChevronLeft className="size-4" aria-hidden />
          Previous
        </span>
      )}
      <span className="text-sm text-navy-900/70 tabular-nums">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className={link} rel="next">
          Next
          <ChevronRight className="size-4" aria-hidden />
        </Link>
      ) : (
        <span className={disabled} aria-disabled="true">
          Next
          <ChevronRight className="size-4" aria-hidden />
        </span>
      )}
    </nav>
  )
}
