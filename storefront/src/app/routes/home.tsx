import { ArrowRight } from "lucide-react"
import { Link } from "react-router-dom"
import { SKELETON_COUNTS } from "@/config/constants"
import { paths } from "@/config/paths"
import { AddToCartButton } from "@/features/cart/components/add-to-cart-button"
import { useFeaturedProducts } from "@/features/catalog/api/get-featured-products"
import { useNewProducts } from "@/features/catalog/api/get-new-products"
import { CategoryCards } from "@/features/catalog/components/category-cards"
import { ProductGrid } from "@/features/catalog/components/product-grid"
import { GradeHint } from "@/features/grading/components/grade-hint"
import { CollectorNewSinceVisit, CollectorWatchHeart } from "../collector-parts"
import { Hero } from "@/features/marketing/components/hero"
import { InfoCards } from "@/features/marketing/components/info-cards"
import { useDocumentTitle } from "@/hooks/use-document-title"

export function HomeRoute() {
  useDocumentTitle(undefined)
  const featured = useFeaturedProducts()
  const newest = useNewProducts()
  const showFeatured = featured.isLoading || (featured.data?.length ?? 0) > 0

  return (
    <>
      <Hero>
        <CategoryCards />
      </Hero>
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12">
        <CollectorNewSinceVisit />
        {showFeatured ? (
          <section aria-labelledby="featured-heading" className="space-y-6">
            <h2 id="featured-heading" className="text-3xl font-semibold">
              Featured Collection
            </h2>
            <ProductGrid
              label="Featured Collection"
              products={featured.data}
              isLoading={featured.isLoading}
              skeletonCount={SKELETON_COUNTS.productGrid}
              renderAction={(product) => <AddToCartButton product={product} />}
              renderGrade={(grade) => <GradeHint grade={grade} />}
              renderWatch={(product) => <CollectorWatchHeart product={product} />}
            />
          </section>
        ) : null}
        <section aria-labelledby="new-heading" className="space-y-6">
          <div className="flex flex-wrap items-end justify-between gap-2">
            <h2 id="new-heading" className="text-3xl font-semibold">
              New Additions to Catalog
            </h2>
            <Link
              to={paths.products({ sort: "newest" })}
              className="inline-flex items-center gap-1 font-medium text-gold-700 hover:underline"
            >
              See all
              <ArrowRight className="size-4" aria-hidden />
            </Link>
          </div>
          <ProductGrid
            label="New Additions to Catalog"
            products={newest.data}
            isLoading={newest.isLoading}
            skeletonCount={SKELETON_COUNTS.productGrid}
            renderAction={(product) => <AddToCartButton product={product} />}
            renderGrade={(grade) => <GradeHint grade={grade} />}
            renderWatch={(product) => <CollectorWatchHeart product={product} />}
          />
        </section>
        <InfoCards />
      </div>
    </>
  )
}
