import { useCallback, useMemo } from "react"
import { PageLoader } from "@/components/ui/page-loader"
import { useDocumentTitle } from "@/hooks/use-document-title"
import { useUser } from "@/features/auth/api/get-user"
import { useCartStore } from "@/features/cart/stores/cart-store"
import { CheckoutScreen } from "@/features/checkout/components/checkout-screen"
import { EmptyCheckout } from "@/features/checkout/components/empty-checkout"
import { useConfig } from "@/features/support/api/get-config"
import { useT } from "@/i18n/react"

/** /checkout: the cart (features/cart) and who is signed in (features/auth) handed to the payment screen (features/checkout). Loaded on demand. */
export function CheckoutRoute() {
  const t = useT()
  useDocumentTitle(t("checkout.title"))
  const items = useCartStore((s) => s.items)
  const refreshProduct = useCartStore((s) => s.refreshProduct)
  const updateQuantity = useCartStore((s) => s.updateQuantity)
  const removeItem = useCartStore((s) => s.removeItem)
  const config = useConfig()
  // A signed-in customer's address book joins the address step (docs/decisions/143).
  const { data: user } = useUser()

  const lines = useMemo(
    () => items.map((item) => ({ productId: item.product.id, quantity: item.quantity, price: item.product.finalPrice })),
    [items]
  )
  const onPricesChanged = useCallback(
    (prices: { productId: string; price: string }[]) => {
      for (const { productId, price } of prices) {
        const item = useCartStore.getState().items.find((i) => i.product.id === productId)
        if (item && item.product.finalPrice !== price) refreshProduct({ ...item.product, finalPrice: price })
      }
    },
    [refreshProduct]
  )
  const onUnavailable = useCallback(
    (productId: string, available: number) => {
      const item = useCartStore.getState().items.find((i) => i.product.id === productId)
      if (!item) return
      if (available <= 0) removeItem(productId)
      else {
        refreshProduct({ ...item.product, stock: available })
        updateQuantity(productId, available)
      }
    },
    [refreshProduct, removeItem, updateQuantity]
  )

  if (items.length === 0) return <EmptyCheckout />
  if (config.isPending) return <PageLoader label={t("checkout.preparing")} />
  const publishableKey = config.data?.card.enabled ? config.data.card.publishableKey : null
  return (
    <CheckoutScreen
      lines={lines}
      customer={!!user && !user.isAdmin}
      publishableKey={publishableKey}
      onPricesChanged={onPricesChanged}
      onUnavailable={onUnavailable}
    />
  )
}
