import { makeProduct } from "@/testing/fixtures"
import { CART_STORAGE_KEY, lineTotal, selectItemCount, selectTotal, useCartStore } from "./cart-store"

const cart = () => useCartStore.getState()
const denarius = makeProduct({ id: "p1", finalPrice: "149.00", stock: 1 })
const sovereign = makeProduct({ id: "p2", name: "Gold Sovereign", finalPrice: "425.50", stock: 3 })

beforeEach(() => {
  useCartStore.setState({ items: [], isOpen: false })
  localStorage.clear()
})

describe("cart transitions", () => {
  it("adds a new product as a line of quantity 1", () => {
    expect(cart().addItem(sovereign)).toBe(true)
    expect(cart().items).toEqual([{ product: sovereign, quantity: 1 }])
  })

  it("raises the quantity by 1 when the product is already in the cart", () => {
    cart().addItem(sovereign)
    cart().addItem(sovereign)
    expect(cart().items).toHaveLength(1)
    expect(cart().items[0]!.quantity).toBe(2)
  })

  it("never raises a line above the item's stock", () => {
    expect(cart().addItem(denarius)).toBe(true)
    expect(cart().addItem(denarius)).toBe(false)
    expect(cart().items[0]!.quantity).toBe(1)

    cart().addItem(sovereign)
    cart().updateQuantity(sovereign.id, 10)
    expect(cart().items.find((i) => i.product.id === sovereign.id)!.quantity).toBe(3)
  })

  it("does not add a sold-out item at all", () => {
    expect(cart().addItem(makeProduct({ id: "p9", stock: 0 }))).toBe(false)
    expect(cart().items).toEqual([])
  })

  it("sets a quantity, and removes the line at 0 or below", () => {
    cart().addItem(sovereign)
    cart().updateQuantity(sovereign.id, 2)
    expect(cart().items[0]!.quantity).toBe(2)

    cart().updateQuantity(sovereign.id, 0)
    expect(cart().items).toEqual([])

    cart().addItem(sovereign)
    cart().updateQuantity(sovereign.id, -3)
    expect(cart().items).toEqual([])
  })

  it("removes one line and clears them all", () => {
    cart().addItem(denarius)
    cart().addItem(sovereign)
    cart().removeItem(denarius.id)
    expect(cart().items.map((i) => i.product.id)).toEqual([sovereign.id])

    cart().addItem(denarius)
    cart().clearCart()
    expect(cart().items).toEqual([])
  })

  it("opens, closes and toggles the panel", () => {
    cart().openCart()
    expect(cart().isOpen).toBe(true)
    cart().closeCart()
    expect(cart().isOpen).toBe(false)
    cart().toggleCart()
    expect(cart().isOpen).toBe(true)
    cart().toggleCart()
    expect(cart().isOpen).toBe(false)
  })

  it("keeps a line whose item has sold out meanwhile, with its new stock", () => {
    cart().addItem(sovereign)
    cart().addItem(sovereign)
    cart().refreshProduct({ ...sovereign, stock: 0 })
    expect(cart().items[0]).toMatchObject({ quantity: 2, product: { stock: 0 } })

    cart().refreshProduct({ ...sovereign, stock: 1, finalPrice: "400.00" })
    expect(cart().items[0]).toMatchObject({ quantity: 1, product: { stock: 1, finalPrice: "400.00" } })
  })

  it("counts items and totals lines from the unit prices", () => {
    cart().addItem(denarius)
    cart().addItem(sovereign)
    cart().addItem(sovereign)
    expect(selectItemCount(cart())).toBe(3)
    expect(selectTotal(cart())).toBeCloseTo(149 + 2 * 425.5)
    expect(lineTotal(cart().items[1]!)).toBeCloseTo(851)
  })
})

describe("cart persistence", () => {
  it("stores items and the panel flag under 'cart-storage', version 0", () => {
    cart().addItem(denarius)
    cart().openCart()

    const stored = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? "null")
    expect(CART_STORAGE_KEY).toBe("cart-storage")
    expect(stored).toEqual({
      state: { items: [{ product: denarius, quantity: 1 }], isOpen: true },
      version: 0,
    })
  })

  it("restores the cart from the device on load", async () => {
    localStorage.setItem(
      "cart-storage",
      JSON.stringify({ state: { items: [{ product: sovereign, quantity: 2 }], isOpen: false }, version: 0 })
    )

    await useCartStore.persist.rehydrate()

    expect(cart().items).toEqual([{ product: sovereign, quantity: 2 }])
  })
})
