import type { Product } from "@contract/product"
import { create } from "zustand"
import { createJSONStorage, persist } from "zustand/middleware"
import { priceToNumber } from "@/lib/format"

export type CartItem = { product: Product; quantity: number }

export type CartState = {
  items: CartItem[]
  isOpen: boolean
  /** Adds one unit; returns false when the stock allows no more. */
  addItem: (product: Product) => boolean
  removeItem: (productId: string) => void
  updateQuantity: (productId: string, quantity: number) => void
  /** Replaces a line's product with fresh data from the shop (price, stock). */
  refreshProduct: (product: Product) => void
  clearCart: () => void
  openCart: () => void
  closeCart: () => void
  toggleCart: () => void
}

export const CART_STORAGE_KEY = "cart-storage"
export const CART_STORAGE_VERSION = 0

function canHold(product: Product, quantity: number): boolean {
  return quantity <= product.stock
}

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      items: [],
      isOpen: false,
      addItem: (product) => {
        const line = get().items.find((item) => item.product.id === product.id)
        const quantity = (line?.quantity ?? 0) + 1
        if (!canHold(product, quantity)) return false
        set((state) => ({
          items: line
            ? state.items.map((item) => (item.product.id === product.id ? { product, quantity } : item))
            : [...state.items, { product, quantity }],
        }))
        return true
      },
      removeItem: (productId) => set((state) => ({ items: state.items.filter((item) => item.product.id !== productId) })),
      updateQuantity: (productId, quantity) => {
        if (quantity <= 0) return get().removeItem(productId)
        set((state) => ({
          items: state.items.map((item) =>
            item.product.id === productId ? { ...item, quantity: Math.max(1, Math.min(quantity, item.product.stock)) } : item
          ),
        }))
      },
      refreshProduct: (product) =>
        set((state) => ({
          items: state.items.map((item) =>
            item.product.id === product.id
              ? // A sold-out line stays (with quantity kept) so the shopper sees why.
                { product, quantity: product.stock > 0 ? Math.min(item.quantity, product.stock) : item.quantity }
              : item
          ),
        })),
      clearCart: () => set({ items: [] }),
      openCart: () => set({ isOpen: true }),
      closeCart: () => set({ isOpen: false }),
      toggleCart: () => set((state) => ({ isOpen: !state.isOpen })),
    }),
    {
      name: CART_STORAGE_KEY,
      version: CART_STORAGE_VERSION,
      storage: createJSONStorage(() => localStorage),
    }
  )
)

export function selectItemCount(state: Pick<CartState, "items">): number {
  return state.items.reduce((sum, item) => sum + item.quantity, 0)
}

export function selectTotal(state: Pick<CartState, "items">): number {
  return state.items.reduce((sum, item) => sum + priceToNumber(item.product.finalPrice) * item.quantity, 0)
}

export function lineTotal(item: CartItem): number {
  return priceToNumber(item.product.finalPrice) * item.quantity
}
