import { Minus, Plus, Trash2 } from "lucide-react"
import { Thumbnail } from "@/components/ui/thumbnail"
import { formatTotal, formatUnitPrice } from "@/lib/format"
import { lineTotal, useCartStore, type CartItem } from "../stores/cart-store"
import { useLanguage, useT } from "@/i18n/react"

const iconButton =
  "inline-flex size-8 items-center justify-center rounded-md border border-navy-900/15 text-navy-900 hover:border-gold-500 focus-visible:outline-2 focus-visible:outline-gold-500 disabled:cursor-not-allowed disabled:opacity-40"

export function CartLine({ item }: { item: CartItem }) {
  const t = useT()
  const language = useLanguage()
  const { product, quantity } = item
  const updateQuantity = useCartStore((s) => s.updateQuantity)
  const removeItem = useCartStore((s) => s.removeItem)
  const soldOut = product.stock <= 0

  return (
    <li className="flex gap-3 py-4" data-testid="cart-line">
      <Thumbnail src={product.frontImageUrl} alt={product.name} />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <p className="font-medium leading-snug">{product.name}</p>
          <button
            type="button"
            onClick={() => removeItem(product.id)}
            aria-label={t("cart.remove", { name: product.name })}
            className="rounded p-1 text-navy-900/60 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-gold-500"
          >
            <Trash2 className="size-4" aria-hidden />
          </button>
        </div>
        <p className="line-clamp-2 text-xs text-navy-900/70">{product.description}</p>
        <p className="mt-1 text-sm">{formatUnitPrice(product.finalPrice, language)}</p>
        {soldOut ? (
          <p role="status" className="mt-1 text-sm font-medium text-red-700">
            {t("cart.lineSoldOut")}
          </p>
        ) : null}
        <div className="mt-2 flex items-center justify-between">
          <div className="flex items-center gap-2">
            <button
              type="button"
              className={iconButton}
              onClick={() => updateQuantity(product.id, quantity - 1)}
              disabled={quantity <= 1}
              aria-label={t("cart.decrease", { name: product.name })}
            >
              <Minus className="size-4" aria-hidden />
            </button>
            <span className="w-6 text-center text-sm tabular-nums" aria-label={t("cart.quantity", { quantity })}>
              {quantity}
            </span>
            <button
              type="button"
              className={iconButton}
              onClick={() => updateQuantity(product.id, quantity + 1)}
              disabled={quantity >= product.stock}
              aria-label={t("cart.increase", { name: product.name })}
            >
              <Plus className="size-4" aria-hidden />
            </button>
          </div>
          <span className="font-semibold tabular-nums">{formatTotal(lineTotal(item), language)}</span>
        </div>
      </div>
    </li>
  )
}
