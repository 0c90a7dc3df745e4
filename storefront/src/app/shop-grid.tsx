import type { Product } from "@contract/product"
import type { ComponentProps } from "react"
import { AddToCartButton } from "@/features/cart/components/add-to-cart-button"
import { ProductGrid } from "@/features/catalog/components/product-grid"
import { GradeHint } from "@/features/grading/components/grade-hint"
import { CollectorWatchHeart } from "./collector-parts"

type ShopGridProps = Omit<ComponentProps<typeof ProductGrid>, "renderAction" | "renderGrade" | "renderWatch">

// The same three functions on every render: the grid draws its cards again only when the pieces change.
const renderAction = (product: Product) => <AddToCartButton product={product} />
const renderGrade = (grade: string) => <GradeHint grade={grade} />
const renderWatch = (product: Product) => <CollectorWatchHeart product={product} />

/** Pieces for sale, each with Add to Cart, its grade's hint and, for a collector, the watch heart. */
export function ShopGrid(props: ShopGridProps) {
  return <ProductGrid {...props} renderAction={renderAction} renderGrade={renderGrade} renderWatch={renderWatch} />
}
