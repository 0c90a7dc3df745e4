import type { Product } from "@contract/product"
import { ArrowRight } from "lucide-react"
import type { ReactNode } from "react"
import { Link } from "react-router-dom"
import { SKELETON_COUNTS } from "@/config/constants"
import { usePaths } from "@/config/paths"
import { useT } from "@/i18n/react"
import { useFeaturedProducts } from "@/features/catalog/api/get-featured-products"
import { useNewProducts } from "@/features/catalog/api/get-new-products"
import { CategoryCards } from "@/features/catalog/components/category-cards"
import { CollectorNewSinceVisit } from "../collector-parts"
import { ShopGrid } from "../shop-grid"
import { Hero } from "@/features/marketing/components/hero"
import { InfoCards } from "@/features/marketing/components/info-cards"
import { useDocumentTitle } from "@/hooks/use-document-title"

export function HomeRoute() {
  const t = useT()
  const paths = usePaths()
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
        {showFeatured ? <Shelf id="featured-heading" title={t("home.featured")} pieces={featured} /> : null}
        <Shelf id="new-heading" title={t("home.new")} pieces={newest}>
          <Link
            to={paths.products({ sort: "newest" })}
            className="inline-flex items-center gap-1 font-medium text-gold-700 hover:underline"
          >
            {t("home.seeAll")}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </Shelf>
        <InfoCards />
      </div>
    </>
  )
}

type ShelfProps = { id: string; title: string; pieces: { data?: Product[]; isLoading: boolean }; children?: ReactNode }

/** A headed row of pieces for sale; `children` (a link) stand beside the heading. */
function Shelf({ id, title, pieces, children }: ShelfProps) {
  const heading = (
    <h2 id={id} className="text-3xl font-semibold">
      {title}
    </h2>
  )
  return (
    <section aria-labelledby={id} className="space-y-6">
      {children ? (
        <div className="flex flex-wrap items-end justify-between gap-2">
          {heading}
          {children}
        </div>
      ) : (
        heading
      )}
      <ShopGrid label={title} products={pieces.data} isLoading={pieces.isLoading} skeletonCount={SKELETON_COUNTS.productGrid} />
    </section>
  )
}
