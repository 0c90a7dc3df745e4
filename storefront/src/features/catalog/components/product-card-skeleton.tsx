import { Skeleton } from "@/components/ui/skeleton"

/** The product card's shape, line for line (same gaps and line heights), so nothing moves when the card arrives. */
export function ProductCardSkeleton() {
  return (
    <div
      data-testid="product-card-skeleton"
      className="flex w-full flex-col overflow-hidden rounded-lg border border-navy-900/10 bg-white"
    >
      <Skeleton className="aspect-square w-full rounded-none" />
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:gap-2 sm:p-4">
        {/* category (text-xs), name (text-lg), facts and two lines of description (text-sm), grade and material (text-xs) */}
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-6 w-3/4 sm:h-7" />
        <Skeleton className="h-5 w-1/2 max-sm:hidden" />
        <Skeleton className="h-10 w-full max-sm:hidden" />
        <Skeleton className="h-4 w-1/3 sm:w-2/3" />
        <div className="mt-auto flex items-center justify-between pt-2">
          <Skeleton className="h-7 w-16 sm:w-20" />
          <Skeleton className="h-10 w-28" />
        </div>
      </div>
    </div>
  )
}
