import { useNavigate } from "react-router-dom"
import { Button } from "@/components/ui/button"
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog"
import { usePaths } from "@/config/paths"
import { formatTotal } from "@/lib/format"
import { useCartAvailability } from "../hooks/use-cart-availability"
import { selectTotal, useCartStore } from "../stores/cart-store"
import { CartLine } from "./cart-line"
import { useLanguage, useT } from "@/i18n/react"

/** Overlay plus a 24rem right-hand panel (spec §2). */
export function CartPanel() {
  const t = useT()
  const language = useLanguage()
  const paths = usePaths()
  const isOpen = useCartStore((s) => s.isOpen)
  const items = useCartStore((s) => s.items)
  const total = useCartStore(selectTotal)
  const openCart = useCartStore((s) => s.openCart)
  const closeCart = useCartStore((s) => s.closeCart)
  const navigate = useNavigate()
  useCartAvailability(isOpen)

  const proceed = () => {
    closeCart()
    void navigate(paths.checkout)
  }

  return (
    <Dialog open={isOpen} onOpenChange={(open) => (open ? openCart() : closeCart())}>
      <DialogContent closeLabel={t("cart.close")} placement="side" className="flex flex-col">
        <div className="border-b border-navy-900/10 px-5 py-4">
          <DialogTitle className="font-serif text-xl font-semibold">{t("cart.title")}</DialogTitle>
          <DialogDescription className="sr-only">{t("cart.description")}</DialogDescription>
        </div>
        {items.length === 0 ? (
          <p className="flex flex-1 items-center justify-center px-5 text-navy-900/70">{t("cart.empty")}</p>
        ) : (
          <>
            <ul className="flex-1 divide-y divide-navy-900/10 overflow-y-auto px-5">
              {items.map((item) => (
                <CartLine key={item.product.id} item={item} />
              ))}
            </ul>
            <div className="space-y-3 border-t border-navy-900/10 px-5 py-4">
              <div className="flex items-center justify-between text-lg font-semibold">
                <span>{t("cart.total")}</span>
                <span data-testid="cart-total" className="tabular-nums">
                  {formatTotal(total, language)}
                </span>
              </div>
              <Button variant="gold" size="lg" className="w-full" onClick={proceed}>
                {t("cart.proceed")}
              </Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}
