import { act, fireEvent, screen } from "@testing-library/react"
import { makeProduct } from "@/testing/fixtures"
import { renderRoute } from "@/testing/render"
import { useCartStore } from "../stores/cart-store"
import { AddToCartButton } from "./add-to-cart-button"

beforeEach(() => useCartStore.setState({ items: [], isOpen: false }))

describe("AddToCartButton", () => {
  it("adds the product and shows 'Added' for exactly 2000 ms", async () => {
    vi.useFakeTimers()
    const product = makeProduct({ stock: 2 })
    renderRoute(<AddToCartButton product={product} />)

    fireEvent.click(screen.getByRole("button", { name: "Add to Cart" }))

    expect(useCartStore.getState().items).toEqual([{ product, quantity: 1 }])
    expect(screen.getByRole("button", { name: "Added" })).toBeInTheDocument()

    await act(() => vi.advanceTimersByTime(1999))
    expect(screen.getByRole("button", { name: "Added" })).toBeInTheDocument()

    await act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole("button", { name: "Add to Cart" })).toBeInTheDocument()
  })

  it("restarts the 2000 ms when clicked again while showing 'Added'", async () => {
    vi.useFakeTimers()
    renderRoute(<AddToCartButton product={makeProduct({ stock: 5 })} />)

    fireEvent.click(screen.getByRole("button", { name: "Add to Cart" }))
    await act(() => vi.advanceTimersByTime(1500))
    fireEvent.click(screen.getByRole("button", { name: "Added" }))
    await act(() => vi.advanceTimersByTime(1500))

    expect(screen.getByRole("button", { name: "Added" })).toBeInTheDocument()
    expect(useCartStore.getState().items[0]!.quantity).toBe(2)
  })

  it("does not add a second unit of a unique piece and says why", () => {
    const product = makeProduct({ stock: 1 })
    useCartStore.getState().addItem(product)
    renderRoute(<AddToCartButton product={product} />)

    fireEvent.click(screen.getByRole("button", { name: "Add to Cart" }))

    expect(useCartStore.getState().items[0]!.quantity).toBe(1)
    expect(screen.getByRole("button", { name: "Add to Cart" })).toBeInTheDocument()
    expect(screen.getByText("Already in your cart")).toBeInTheDocument()
  })

  it("cannot add a sold-out piece", () => {
    renderRoute(<AddToCartButton product={makeProduct({ stock: 0 })} />)
    expect(screen.getByRole("button", { name: "Sold out" })).toBeDisabled()
  })
})
