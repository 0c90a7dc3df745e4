import type { Product } from "@contract/product"
import type { ReactNode } from "react"
import { ProductCard } from "./product-card"
import { ProductCardSkeleton } from "./product-card-skeleton"

type ProductGridProps = {
  products: Product[] | undefined
  isLoading: boolean
  skeletonCount: number
  renderAction?: (product: Product) => ReactNode
  renderWatch?: (product: Product) => ReactNode
  renderGrade?: (grade: string) => ReactNode
  label?: string
}

/** One column on phones, up to four on large screens. */
export function ProductGrid({
  products,
  isLoading,
  skeletonCount,
  renderAction,
  renderWatch,
  renderGrade,
  label,
}: ProductGridProps) {
  const grid = "grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4 lg:gap-6"

  if (isLoading) {
    return (
      <div className={grid} aria-busy="true" aria-label={label ? `Loading ${label}` : "Loading"}>
        {Array.from({ length: skeletonCount }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    )
  }

  return (
    <ul className={grid} aria-label={label}>
      {(products ?? []).map((product) => (
        <li key={product.id} className="flex">
          <ProductCard
            product={product}
            action={renderAction?.(product)}
            watch={renderWatch?.(product)}
            renderGrade={renderGrade}
          />
        </li>
      ))}
    </ul>
  )
}
