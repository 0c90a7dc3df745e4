import { Link, useParams } from "react-router-dom"
import { buttonClasses } from "@/components/ui/button"
import { usePaths } from "@/config/paths"
import { AddToCartButton } from "@/features/cart/components/add-to-cart-button"
import { useProduct } from "@/features/catalog/api/get-product"
import { ProductDetails } from "@/features/catalog/components/product-details"
import { ProductDetailsSkeleton } from "@/features/catalog/components/product-details-skeleton"
import { productFactValue } from "@/features/grading/components/product-fact-value"
import { CollectorWatchHeart } from "../collector-parts"
import { useDocumentTitle } from "@/hooks/use-document-title"
import { ApiError } from "@/lib/api-client"
import { useT } from "@/i18n/react"

export function ProductRoute() {
  const t = useT()
  const paths = usePaths()
  const { handle = "" } = useParams()
  const { data: product, isLoading, error } = useProduct(handle)
  useDocumentTitle(product?.name)

  if (isLoading)
    return (
      <div className="mx-auto max-w-7xl px-4 py-4 sm:py-8">
        <ProductDetailsSkeleton />
      </div>
    )

  if (error || !product) {
    // 400 is the shop's answer to a malformed handle: as missing as a 404.
    const missing = error instanceof ApiError && (error.status === 404 || error.status === 400)
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
        <h1 className="text-3xl font-semibold">{missing ? t("product.notFound") : t("product.loadFailed")}</h1>
        <p className="text-navy-900/70">{missing ? t("product.notListed") : error?.message}</p>
        <Link to={paths.products()} className={buttonClasses({ variant: "primary" })}>
          {t("product.browse")}
        </Link>
      </div>
    )
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-4 sm:py-8">
      <ProductDetails
        product={product}
        action={<AddToCartButton product={product} size="lg" className="w-full sm:w-auto" />}
        watch={<CollectorWatchHeart product={product} />}
        renderFact={(key, value) => productFactValue(product, key, value)}
      />
    </div>
  )
}
