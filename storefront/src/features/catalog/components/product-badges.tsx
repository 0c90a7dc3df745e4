import type { Product } from "@contract/product"
import { useT } from "@/i18n/react"

type ProductBadgesProps = { product: Pick<Product, "isNew" | "isFeatured">; className: string }

/** A piece's "New" and "Featured" marks, in a row placed by `className`. */
export function ProductBadges({ product, className }: ProductBadgesProps) {
  const t = useT()
  return (
    <div className={className}>
      {product.isNew ? (
        <span className="rounded bg-navy-900 px-2 py-0.5 text-xs font-medium text-white">{t("badge.new")}</span>
      ) : null}
      {product.isFeatured ? (
        <span className="rounded bg-gold-500 px-2 py-0.5 text-xs font-medium text-navy-950">{t("badge.featured")}</span>
      ) : null}
    </div>
  )
}
