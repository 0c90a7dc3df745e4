import type { Product } from "@contract/product"
import { useEffect, useRef, useState } from "react"
import { Button, type ButtonSize } from "@/components/ui/button"
import { CartIcon, CheckIcon } from "@/components/ui/card-icons"
import { ADDED_CONFIRMATION_MS } from "@/config/constants"
import { toast } from "@/hooks/use-toast"
import { useCartStore } from "../stores/cart-store"
import { useT } from "@/i18n/react"

type AddToCartButtonProps = {
  product: Product
  size?: ButtonSize
  className?: string
}

/** 'Add to Cart', then 'Added' with a check for two seconds (spec §2, §9). */
export function AddToCartButton({ product, size = "md", className }: AddToCartButtonProps) {
  const t = useT()
  const addItem = useCartStore((s) => s.addItem)
  const [added, setAdded] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  if (product.stock <= 0) {
    return (
      <Button size={size} className={className} disabled>
        {t("cart.soldOut")}
      </Button>
    )
  }

  const onClick = () => {
    if (!addItem(product)) {
      // Most pieces are unique: a second copy does not exist.
      toast({
        title: t("cart.already"),
        description:
          product.stock === 1
            ? t("cart.unique", { name: product.name })
            : t("cart.allTaken", { stock: product.stock, name: product.name }),
      })
      return
    }
    setAdded(true)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setAdded(false), ADDED_CONFIRMATION_MS)
  }

  return (
    <Button size={size} className={className} onClick={onClick}>
      {added ? (
        <>
          <CheckIcon className="size-4" />
          {t("cart.added")}
        </>
      ) : (
        <>
          <CartIcon className="size-4" />
          {t("cart.add")}
        </>
      )}
    </Button>
  )
}
