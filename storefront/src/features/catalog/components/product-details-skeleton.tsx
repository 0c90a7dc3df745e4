import { Skeleton } from "@/components/ui/skeleton"
import { useT } from "@/i18n/react"

/**
 * The product page's frame while the piece loads: the breadcrumb line and both
 * square pictures take their final places, so the page does not jump when it arrives.
 */
export function ProductDetailsSkeleton() {
  const t = useT()
  return (
    <div role="status" aria-label={t("product.loading")} className="space-y-4 sm:space-y-8">
      <Skeleton className="h-5 w-48" />
      <div className="grid gap-4 sm:gap-8 lg:grid-cols-[7fr_5fr] lg:gap-10">
        <div className="-mx-4 flex gap-3 overflow-hidden px-4 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-4 sm:px-0">
          {["obverse", "reverse"].map((side) => (
            <div key={side} className="flex w-[66%] shrink-0 flex-col gap-2 sm:w-auto">
              <div className="rounded-lg border border-navy-900/10 bg-white p-3 sm:p-4">
                <Skeleton className="aspect-square w-full" />
              </div>
              <Skeleton className="mx-auto h-5 w-16" />
            </div>
          ))}
        </div>
        <div className="space-y-6">
          <Skeleton className="h-10 w-3/4" />
          <Skeleton className="h-40 w-full" />
        </div>
      </div>
    </div>
  )
}
