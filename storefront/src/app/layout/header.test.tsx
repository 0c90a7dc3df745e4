import { screen, within } from "@testing-library/react"
import { useCartStore } from "@/features/cart/stores/cart-store"
import { CATEGORIES, makeProduct } from "@/testing/fixtures"
import { mockFetch } from "@/testing/mock-fetch"
import { renderRoute } from "@/testing/render"
import { Footer } from "./footer"
import { Header } from "./header"

const CONFIG = {
  supportPhone: "+352 20 30 40 50",
  supportEmail: "service@example.com",
  card: { enabled: false, publishableKey: null },
}

beforeEach(() => {
  useCartStore.setState({ items: [], isOpen: false })
  mockFetch({ "/api/categories": CATEGORIES, "/api/config": CONFIG })
})

describe("header", () => {
  it("links the brand home, the staff to /admin, and calls the configured phone", async () => {
    renderRoute(<Header />)

    expect(screen.getByRole("link", { name: /Numismatic Shop/ })).toHaveAttribute("href", "/")
    expect(screen.getByRole("link", { name: "Admin Dashboard" })).toHaveAttribute("href", "/admin")
    expect(await screen.findByRole("link", { name: "+352 20 30 40 50" })).toHaveAttribute("href", "tel:+35220304050")
    expect(screen.getByRole("link", { name: "Account" })).toHaveAttribute("href", "/sign-in?returnTo=%2F")
    expect(screen.getByPlaceholderText("Search coins, banknotes, medals...")).toBeInTheDocument()
  })

  it("takes the category bar's counts live from /api/categories", async () => {
    renderRoute(<Header />)

    const bar = screen.getByRole("navigation", { name: "Categories" })
    const ancient = await within(bar).findByRole("link", { name: /Ancient Coins/ })
    expect(ancient).toHaveAttribute("href", "/products/ancient-coins")
    expect(ancient).toHaveTextContent("16,790")
    expect(within(bar).getByRole("link", { name: /Medals & Tokens/ })).toHaveTextContent("38,654")
    const total = CATEGORIES.reduce((sum, c) => sum + c.itemCount, 0)
    expect(within(bar).getByRole("link", { name: /All Products/ })).toHaveTextContent(total.toLocaleString("en-US"))
  })

  it("shows the cart badge only when the cart holds items", () => {
    const view = renderRoute(<Header />)
    expect(screen.queryByTestId("cart-badge")).not.toBeInTheDocument()
    view.unmount()

    useCartStore.getState().addItem(makeProduct({ stock: 4 }))
    useCartStore.getState().addItem(makeProduct({ stock: 4 }))
    renderRoute(<Header />)
    expect(screen.getByTestId("cart-badge")).toHaveTextContent("2")
  })
})

describe("footer", () => {
  it("lists categories, the customer-service pages and the support contacts", async () => {
    renderRoute(<Footer />)

    expect(screen.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact")
    expect(screen.getByRole("link", { name: "Shipping Information" })).toHaveAttribute("href", "/shipping")
    expect(screen.getByRole("link", { name: "Return Policy" })).toHaveAttribute("href", "/returns")
    expect(screen.getByRole("link", { name: "Authentication" })).toHaveAttribute("href", "/authenticity")
    expect(await screen.findByRole("link", { name: "service@example.com" })).toHaveAttribute("href", "mailto:service@example.com")
    expect(screen.getByText("Mon-Fri 9AM-6PM EST")).toBeInTheDocument()
    expect(await screen.findByRole("link", { name: "Banknotes" })).toHaveAttribute("href", "/products/banknotes")
  })
})
