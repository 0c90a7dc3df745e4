import { CARD_IMAGE_SIZES } from "@contract/image-variants"
import type { Product } from "@contract/product"
import type { ReactNode } from "react"
import { Link } from "react-router-dom"
import { usePaths } from "@/config/paths"
import { formatUnitPrice } from "@/lib/format"
import { ProductBadges } from "./product-badges"
import { ProductImage } from "./product-image"
import { useLanguage, useT } from "@/i18n/react"

type ProductCardProps = {
  product: Product
  /** The buying control, supplied by the cart feature. */
  action?: ReactNode
  /** The watch-list heart, supplied by the watch-list feature. */
  watch?: ReactNode
  /** How the grade is shown when another feature explains it. */
  renderGrade?: (grade: string) => ReactNode
  /** The first screen's largest picture: loaded at once and first. */
  priority?: boolean
  /** Well below a phone's first screen: its picture is asked for after the first paint. */
  deferPicture?: boolean
}

export function ProductCard({ product, action, watch, renderGrade, priority = false, deferPicture = false }: ProductCardProps) {
  const t = useT()
  const language = useLanguage()
  const paths = usePaths()
  const facts = [product.country, product.period].filter(Boolean).join(" · ")
  const href = paths.product(product.handle)

  return (
    <article
      data-testid="product-card"
      className="group relative flex w-full flex-col overflow-hidden rounded-lg border border-navy-900/10 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      {/* One tab stop per card: the title link; the picture is for the pointer. */}
      <Link to={href} tabIndex={-1} className="relative block bg-parchment">
        <ProductImage
          src={product.frontImageUrl}
          alt={product.name}
          loading={priority ? "eager" : "lazy"}
          priority={priority}
          deferred={deferPicture}
          sizes={CARD_IMAGE_SIZES}
          className="aspect-square w-full p-2 transition-transform duration-300 group-hover:scale-105 sm:p-4"
        />
        <ProductBadges product={product} className="absolute top-2 left-2 flex gap-1" />
      </Link>
      {watch ? <div className="absolute top-2 right-2">{watch}</div> : null}
      {/* Two cards share a phone's width: less padding, a smaller name and price; country, period,
          description and material are left to the product page. */}
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:gap-2 sm:p-4">
        {product.category ? (
          <p className="text-xs font-medium tracking-wide text-gold-700 uppercase">{product.category}</p>
        ) : null}
        <h3 className="font-serif text-base leading-snug font-semibold sm:text-lg">
          <Link to={href} className="hover:text-gold-700 focus-visible:outline-2 focus-visible:outline-gold-500">
            {product.name}
          </Link>
        </h3>
        {facts ? <p className="text-sm text-navy-900/70 max-sm:hidden">{facts}</p> : null}
        <p className="line-clamp-2 text-sm text-navy-900/70 max-sm:hidden">{product.description}</p>
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-navy-900/80">
          {product.quality ? (
            <div className="flex gap-1">
              <dt className="font-medium">{t("card.grade")}</dt>
              <dd>{renderGrade ? renderGrade(product.quality) : product.quality}</dd>
            </div>
          ) : null}
          {product.material ? (
            <div className="flex gap-1 max-sm:hidden">
              <dt className="font-medium">{t("card.material")}</dt>
              <dd>{product.material}</dd>
            </div>
          ) : null}
        </dl>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          <span data-testid="card-price" className="text-lg font-semibold tabular-nums sm:text-xl">
            {formatUnitPrice(product.finalPrice, language)}
          </span>
          {action}
        </div>
      </div>
    </article>
  )
}
