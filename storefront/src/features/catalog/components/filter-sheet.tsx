import { SlidersHorizontal } from "lucide-react"
import { useState } from "react"
import { Button } from "@/components/ui/button"
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog"
import type { ProductFilters } from "../api/get-products"
import type { ListingFilterKey } from "../hooks/use-listing-filters"
import type { ActiveFilter } from "../lib/active-filters"
import { ListingFilters, SortSelect } from "./listing-filters"
import { useT } from "@/i18n/react"

type FilterSheetProps = {
  filters: ProductFilters
  active: ActiveFilter[]
  onChange: (key: ListingFilterKey, value: string, options?: { replace?: boolean }) => void
  onClear: (keys: ListingFilterKey[]) => void
}

/**
 * Below tablet width the filter panel gives way to a "Filters" button, with the number of
 * filters in use, beside the sort. The button opens the panel's fields in a bottom sheet; each
 * change goes to the URL as in the panel, and "Show results" closes the sheet.
 */
export function FilterSheet({ filters, active, onChange, onClear }: FilterSheetProps) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const count = active.length
  return (
    <div className="flex items-center gap-2 md:hidden">
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="outline" className="h-10 shrink-0">
            <SlidersHorizontal className="size-4" aria-hidden />
            {t("sheet.filters")}
            {count > 0 ? (
              <span
                data-testid="filter-count"
                className="ml-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-navy-900 px-1.5 text-xs text-white"
              >
                <span className="sr-only">{t("sheet.inUse")}</span>
                {count}
              </span>
            ) : null}
          </Button>
        </DialogTrigger>
        <DialogContent placement="sheet" closeLabel={t("sheet.close")} className="flex flex-col gap-4 p-4 pb-6">
          <DialogTitle className="pr-10 font-serif text-xl font-semibold">{t("sheet.filters")}</DialogTitle>
          <DialogDescription className="sr-only">{t("sheet.description")}</DialogDescription>
          <ListingFilters variant="sheet" filters={filters} onChange={onChange} />
          <div className="flex gap-2">
            {count > 0 ? (
              <Button variant="outline" className="flex-1" onClick={() => onClear(active.flatMap((f) => f.clears))}>
                {t("sheet.clear")}
              </Button>
            ) : null}
            <DialogClose asChild>
              <Button className="flex-1">{t("sheet.show")}</Button>
            </DialogClose>
          </div>
        </DialogContent>
      </Dialog>
      <div className="min-w-0 flex-1">
        <SortSelect filters={filters} onChange={onChange} />
      </div>
    </div>
  )
}
