import type { ProductDetail } from "@contract/product"
import { Award, ShieldCheck, Truck } from "lucide-react"
import type { ReactNode } from "react"
import { Link } from "react-router-dom"
import { usePaths } from "@/config/paths"
import { formatUnitPrice } from "@/lib/format"
import { ProductBadges } from "./product-badges"
import { ProductFacts } from "./product-facts"
import { ProductGallery } from "./product-gallery"
import { StockState } from "./stock-state"
import { useLanguage, useT } from "@/i18n/react"

type ProductDetailsProps = {
  product: ProductDetail
  /** The buying control, supplied by the cart feature. */
  action?: ReactNode
  /** The watch-list heart, supplied by the watch-list feature. */
  watch?: ReactNode
  /** How a collector's fact is shown when another feature explains it (the grade, the certificate …). */
  renderFact?: (key: string, value: string) => ReactNode
}

export function ProductDetails({ product, action, watch, renderFact }: ProductDetailsProps) {
  const t = useT()
  const language = useLanguage()
  const paths = usePaths()
  const subtitle = [product.country, product.period].filter(Boolean).join(" · ")

  return (
    <article className="space-y-4 sm:space-y-8">
      <nav aria-label={t("product.breadcrumb")} className="text-sm text-navy-900/70">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to={paths.home} className="hover:text-gold-700">
              {t("product.home")}
            </Link>{" "}
            /
          </li>
          <li>
            <Link to={paths.products()} className="hover:text-gold-700">
              {t("product.products")}
            </Link>
            {product.category ? " /" : null}
          </li>
          {product.category ? (
            <li>
              <Link to={`${paths.products()}?category=${encodeURIComponent(product.category)}`} className="hover:text-gold-700">
                {product.category}
              </Link>
            </li>
          ) : null}
        </ol>
      </nav>
      <div className="grid gap-4 sm:gap-8 lg:grid-cols-[7fr_5fr] lg:gap-10">
        <ProductGallery name={product.name} frontImageUrl={product.frontImageUrl} backImageUrl={product.backImageUrl} />
        <div className="space-y-4 sm:space-y-6">
          <header className="space-y-1 sm:space-y-2">
            <ProductBadges product={product} className="flex gap-2" />
            <div className="flex items-start justify-between gap-3">
              <h1 className="text-2xl leading-tight font-semibold sm:text-4xl">{product.name}</h1>
              {watch}
            </div>
            {subtitle ? <p className="text-navy-900/70">{subtitle}</p> : null}
            {/* Below the two-column layout the Specifications come after a long scroll: the grade is said here. */}
            {product.quality ? (
              <p className="lg:hidden" data-testid="product-grade">
                <span className="text-navy-900/70">{t("product.grade")}</span>{" "}
                <span className="font-semibold">{product.quality}</span>
              </p>
            ) : null}
          </header>
          <div className="space-y-3 rounded-lg border border-gold-300 bg-white p-4 sm:p-5">
            {/* On a phone the price and the stock share a line, so Add to Cart is on the first screen. */}
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3 sm:block sm:space-y-3">
              <p className="text-2xl font-semibold tabular-nums sm:text-3xl" data-testid="product-price">
                {formatUnitPrice(product.finalPrice, language)}
              </p>
              <StockState stock={product.stock} />
            </div>
            {action}
          </div>
          {product.description ? <p className="leading-relaxed whitespace-pre-line">{product.description}</p> : null}
          <ul className="grid gap-2 text-sm text-navy-900/80">
            <li className="flex items-center gap-2">
              <Truck className="size-4 text-gold-600" aria-hidden /> {t("product.shipping")}
            </li>
            <li className="flex items-center gap-2">
              <ShieldCheck className="size-4 text-gold-600" aria-hidden /> {t("product.certificate")}
            </li>
            <li className="flex items-center gap-2">
              <Award className="size-4 text-gold-600" aria-hidden /> {t("product.returns")}
            </li>
          </ul>
          <ProductFacts product={product} renderValue={renderFact} />
        </div>
      </div>
    </article>
  )
}
