import { fireEvent, screen, within } from "@testing-library/react"
import { makeProduct } from "@/testing/fixtures"
import { mockFetch } from "@/testing/mock-fetch"
import { currentLocation, renderRoute } from "@/testing/render"
import { useCartStore } from "../stores/cart-store"
import { CartButton } from "./cart-button"
import { CartPanel } from "./cart-panel"

const denarius = makeProduct({ id: "p1", finalPrice: "149.00", stock: 1 })
const sovereign = makeProduct({
  id: "p2",
  name: "Gold Sovereign",
  description: "Victoria, 1887.",
  finalPrice: "425.50",
  stock: 3,
})

function open(items: Array<[ReturnType<typeof makeProduct>, number]>) {
  useCartStore.setState({ items: items.map(([product, quantity]) => ({ product, quantity })), isOpen: true })
}

beforeEach(() => {
  useCartStore.setState({ items: [], isOpen: false })
  // The panel re-checks stock when it opens; by default nothing has changed.
  mockFetch({ "/api/products/piece-p1": denarius, "/api/products/piece-p2": sovereign })
})

describe("CartPanel", () => {
  it("says the cart is empty", () => {
    open([])
    renderRoute(<CartPanel />)
    expect(screen.getByRole("dialog", { name: "Shopping Cart" })).toBeInTheDocument()
    expect(screen.getByText("Your cart is empty")).toBeInTheDocument()
  })

  it("shows each line with unit price, line total and the cart total in whole euros", () => {
    open([
      [denarius, 1],
      [sovereign, 2],
    ])
    renderRoute(<CartPanel />)

    const lines = screen.getAllByTestId("cart-line")
    expect(lines).toHaveLength(2)
    const second = within(lines[1]!)
    expect(second.getByText("Gold Sovereign")).toBeInTheDocument()
    expect(second.getByText("Victoria, 1887.")).toBeInTheDocument()
    expect(second.getByText("€425.50")).toBeInTheDocument()
    expect(second.getByText("€851")).toBeInTheDocument()
    expect(second.getByRole("img", { name: "Gold Sovereign" })).toHaveAttribute("src", `${sovereign.frontImageUrl}?w=160`)
    expect(screen.getByTestId("cart-total")).toHaveTextContent("€1000")
  })

  it("disables decrease at 1 and increase at the item's stock", () => {
    open([[sovereign, 1]])
    renderRoute(<CartPanel />)

    const decrease = screen.getByRole("button", { name: "Decrease quantity of Gold Sovereign" })
    const increase = screen.getByRole("button", { name: "Increase quantity of Gold Sovereign" })
    expect(decrease).toBeDisabled()

    fireEvent.click(increase)
    fireEvent.click(increase)
    expect(useCartStore.getState().items[0]!.quantity).toBe(3)
    expect(increase).toBeDisabled()

    fireEvent.click(decrease)
    expect(useCartStore.getState().items[0]!.quantity).toBe(2)
  })

  it("removes a line", () => {
    open([
      [denarius, 1],
      [sovereign, 1],
    ])
    renderRoute(<CartPanel />)
    fireEvent.click(screen.getByRole("button", { name: "Remove Gold Sovereign" }))
    expect(useCartStore.getState().items.map((i) => i.product.id)).toEqual(["p1"])
  })

  it("marks a line whose piece has sold out since it was added", async () => {
    mockFetch({ "/api/products/piece-p1": { ...denarius, stock: 0 } })
    open([[denarius, 1]])
    renderRoute(<CartPanel />)

    expect(await screen.findByText("Sold out - this piece is no longer available.")).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Increase quantity of Augustus Denarius" })).toBeDisabled()
  })

  it("marks a line whose piece has been withdrawn from the catalogue", async () => {
    mockFetch({ "/api/products/piece-p1": () => new Response('{"message":"Not found"}', { status: 404 }) })
    open([[denarius, 1]])
    renderRoute(<CartPanel />)

    expect(await screen.findByText("Sold out - this piece is no longer available.")).toBeInTheDocument()
    expect(useCartStore.getState().items[0]!.product.stock).toBe(0)
  })

  it("updates a line's price when the shop's price has changed", async () => {
    mockFetch({ "/api/products/piece-p2": { ...sovereign, finalPrice: "399.00" } })
    open([[sovereign, 2]])
    renderRoute(<CartPanel />)

    expect(await screen.findByText("€399.00")).toBeInTheDocument()
    expect(screen.getByTestId("cart-total")).toHaveTextContent("€798")
  })

  it("goes to /checkout and closes on 'Proceed to Checkout'", () => {
    open([[denarius, 1]])
    renderRoute(<CartPanel />)
    fireEvent.click(screen.getByRole("button", { name: "Proceed to Checkout" }))
    expect(useCartStore.getState().isOpen).toBe(false)
    expect(currentLocation()).toBe("/checkout")
  })

  it("closes when the overlay is clicked", async () => {
    open([])
    renderRoute(<CartPanel />)
    // Radix starts listening for outside presses one tick after opening.
    await new Promise((resolve) => setTimeout(resolve, 0))
    const overlay = screen.getByTestId("dialog-overlay")
    fireEvent.pointerDown(overlay, { button: 0 })
    fireEvent.click(overlay)
    expect(useCartStore.getState().isOpen).toBe(false)
  })

  it("closes with the close button", () => {
    open([])
    renderRoute(<CartPanel />)
    fireEvent.click(screen.getByRole("button", { name: "Close cart" }))
    expect(useCartStore.getState().isOpen).toBe(false)
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
  })
})

describe("CartButton", () => {
  it("shows the badge only when the cart holds something, and opens the panel", () => {
    const view = renderRoute(<CartButton />)
    expect(screen.queryByTestId("cart-badge")).not.toBeInTheDocument()

    view.unmount()
    open([
      [sovereign, 2],
      [denarius, 1],
    ])
    useCartStore.setState({ isOpen: false })
    renderRoute(<CartButton />)
    expect(screen.getByTestId("cart-badge")).toHaveTextContent("3")

    fireEvent.click(screen.getByRole("button", { name: "Cart (3 items)" }))
    expect(useCartStore.getState().isOpen).toBe(true)
  })
})
