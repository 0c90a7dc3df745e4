import type { Product } from "@contract/product"
import { useDeferredValue, useMemo, type ReactNode } from "react"
import { ProductCard } from "./product-card"
import { ProductCardSkeleton } from "./product-card-skeleton"
import { useT } from "@/i18n/react"

type ProductGridProps = {
  products: Product[] | undefined
  isLoading: boolean
  skeletonCount: number
  renderAction?: (product: Product) => ReactNode
  renderWatch?: (product: Product) => ReactNode
  renderGrade?: (grade: string) => ReactNode
  label?: string
  /** The first card is the first screen's largest picture: fetched at once (the server preloads it). */
  priorityFirst?: boolean
  /** Cards from this one on ask for their pictures after the page's first paint (docs/decisions/233). */
  deferPicturesFrom?: number
}

/** Two columns on phones, so the first screen shows pieces; up to four on large screens. */
export function ProductGrid({
  products,
  isLoading,
  skeletonCount,
  renderAction,
  renderWatch,
  renderGrade,
  label,
  priorityFirst = false,
  deferPicturesFrom = Infinity,
}: ProductGridProps) {
  // When the pieces arrive, React renders them as a deferred value, in slices between which the
  // browser may run other work, rather than in one long task (a phone takes 100s of ms for a grid).
  // Pieces present from the start (a page the server drew) are hydrated at once.
  const t = useT()
  const shown = useDeferredValue(products)
  const grid = "grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4 lg:gap-6"

  // The cards are drawn once per list of pieces: a render of the page around the grid (the
  // session answering) hands them the same elements, and React skips them.
  const cards = useMemo(
    () =>
      (shown ?? []).map((product, index) => (
        // Cards below the first screen skip style, layout and paint until they come near it.
        <li
          key={product.id}
          className="flex [contain-intrinsic-block-size:auto_20rem] [content-visibility:auto] sm:[contain-intrinsic-block-size:auto_36rem]"
        >
          <ProductCard
            product={product}
            priority={priorityFirst && index === 0}
            deferPicture={index >= deferPicturesFrom}
            action={renderAction?.(product)}
            watch={renderWatch?.(product)}
            renderGrade={renderGrade}
          />
        </li>
      )),
    [shown, priorityFirst, deferPicturesFrom, renderAction, renderWatch, renderGrade]
  )

  // Until the deferred render has the pieces, the skeleton keeps their place.
  if (isLoading || (shown === undefined && products !== undefined)) {
    return (
      <div
        role="status"
        className={grid}
        aria-busy="true"
        aria-label={label ? t("grid.loadingLabel", { label }) : t("grid.loading")}
      >
        {Array.from({ length: skeletonCount }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    )
  }

  return (
    <ul className={grid} aria-label={label}>
      {cards}
    </ul>
  )
}
