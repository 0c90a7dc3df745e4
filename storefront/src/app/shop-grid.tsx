import type { ComponentProps } from "react"
import { AddToCartButton } from "@/features/cart/components/add-to-cart-button"
import { ProductGrid } from "@/features/catalog/components/product-grid"
import { GradeHint } from "@/features/grading/components/grade-hint"
import { CollectorWatchHeart } from "./collector-parts"

type ShopGridProps = Omit<ComponentProps<typeof ProductGrid>, "renderAction" | "renderGrade" | "renderWatch">

/** Pieces for sale, each with Add to Cart, its grade's hint and, for a collector, the watch heart. */
export function ShopGrid(props: ShopGridProps) {
  return (
    <ProductGrid
      {...props}
      renderAction={(product) => <AddToCartButton product={product} />}
      renderGrade={(grade) => <GradeHint grade={grade} />}
      renderWatch={(product) => <CollectorWatchHeart product={product} />}
    />
  )
}
