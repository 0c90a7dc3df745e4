import { ShoppingCart } from "lucide-react"
import { Tooltip } from "@/components/ui/tooltip"
import { selectItemCount, useCartStore } from "../stores/cart-store"
import { useT } from "@/i18n/react"

/** The header's cart control; the badge appears only above 0 (spec §2). */
export function CartButton() {
  const t = useT()
  const count = useCartStore(selectItemCount)
  const toggleCart = useCartStore((s) => s.toggleCart)

  return (
    <Tooltip label={t("cart.tooltip")}>
      <button
        type="button"
        onClick={toggleCart}
        aria-label={count > 0 ? t("cart.labelCount", { count }) : t("cart.label")}
        className="relative inline-flex size-10 items-center justify-center rounded-md text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-gold-500"
      >
        <ShoppingCart className="size-5" aria-hidden />
        {count > 0 ? (
          <span
            data-testid="cart-badge"
            className="absolute -top-1 -right-1 flex min-w-5 items-center justify-center rounded-full bg-gold-500 px-1 text-xs font-bold text-navy-950"
          >
            {count}
          </span>
        ) : null}
      </button>
    </Tooltip>
  )
}
