import type { Product } from "@contract/product"
import { Check, ShoppingCart } from "lucide-react"
import { useEffect, useRef, useState } from "react"
import { Button, type ButtonSize } from "@/components/ui/button"
import { ADDED_CONFIRMATION_MS } from "@/config/constants"
import { toast } from "@/hooks/use-toast"
import { useCartStore } from "../stores/cart-store"

type AddToCartButtonProps = {
  product: Product
  size?: ButtonSize
  className?: string
}

/** 'Add to Cart', then 'Added' with a check for two seconds (spec §2, §9). */
export function AddToCartButton({ product, size = "md", className }: AddToCartButtonProps) {
  const addItem = useCartStore((s) => s.addItem)
  const [added, setAdded] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  if (product.stock <= 0) {
    return (
      <Button size={size} className={className} disabled>
        Sold out
      </Button>
    )
  }

  const onClick = () => {
    if (!addItem(product)) {
      // Most pieces are unique: a second copy does not exist.
      toast({
        title: "Already in your cart",
        description:
          product.stock === 1
            ? `${product.name} is a unique piece; your cart already holds it.`
            : `Only ${product.stock} of ${product.name} are available; your cart holds them all.`,
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
          <Check className="size-4" aria-hidden />
          Added
        </>
      ) : (
        <>
          <ShoppingCart className="size-4" aria-hidden />
          Add to Cart
        </>
      )}
    </Button>
  )
}
