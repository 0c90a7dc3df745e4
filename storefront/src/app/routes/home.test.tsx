import { screen, within } from "@testing-library/react"
import { CATEGORIES, makeProduct } from "@/testing/fixtures"
import { mockFetch, pending } from "@/testing/mock-fetch"
import { renderApp } from "@/testing/render"

const CONFIG = {
  supportPhone: "+352 20 30 40 50",
  supportEmail: "service@example.com",
  card: { enabled: false, publishableKey: null },
}

describe("home page", () => {
  it("shows the brand's headline and the three info cards", async () => {
    mockFetch({ "/api/categories": CATEGORIES, "/api/config": CONFIG, "/api/new-products": [], "/api/featured-products": [] })
    renderApp("/")

    expect(screen.getByRole("heading", { level: 1, name: "Release Your Collector's Instinct" })).toBeInTheDocument()
    expect(screen.getByText("From Antiquity to the present day - Discover exceptional numismatic treasures")).toBeInTheDocument()
    for (const title of ["Secure Payment", "Professional Shipping", "Authenticity Guarantee"]) {
      expect(screen.getByRole("heading", { name: title })).toBeInTheDocument()
    }
    expect(screen.getByText("Free delivery over €50 in the EU")).toBeInTheDocument()
    expect(screen.getByText("30-day return guarantee")).toBeInTheDocument()
  })

  it("shows 5 category and 4 + 4 product skeletons while loading", async () => {
    mockFetch({
      "/api/categories": pending,
      "/api/config": pending,
      "/api/new-products": pending,
      "/api/featured-products": pending,
    })
    renderApp("/")

    expect(screen.getAllByTestId("category-card-skeleton")).toHaveLength(5)
    expect(screen.getByRole("heading", { name: "Featured Collection" })).toBeInTheDocument()
    expect(screen.getAllByTestId("product-card-skeleton")).toHaveLength(8)
  })

  it("shows the first 5 categories with an image by name and their item count", async () => {
    mockFetch({ "/api/categories": CATEGORIES, "/api/config": CONFIG, "/api/new-products": [], "/api/featured-products": [] })
    renderApp("/")

    const hero = await screen.findByRole("list", { name: "Categories" })
    const cards = within(hero).getAllByRole("link")
    expect(cards).toHaveLength(5)
    expect(cards[0]).toHaveAttribute("href", "/products/ancient-coins")
    expect(cards[0]).toHaveTextContent("16790 items")
    expect(within(cards[0]!).getByRole("img", { name: "Ancient Coins" })).toHaveAttribute(
      "src",
      "/images/categories/ancient-coins.webp"
    )
    expect(within(cards[2]!).getByRole("img")).toHaveAttribute("src", "/images/categories/banknotes.webp")
    expect(within(cards[3]!).getByRole("img")).toHaveAttribute("src", "/images/categories/medals.webp")
    // A name with no illustration of its own gets the default one.
    expect(within(cards[4]!).getByRole("img", { name: "Curiosities" })).toHaveAttribute("src", "/images/categories/default.webp")
    expect(within(hero).queryByText("Bullion")).toBeNull()
  })

  it("hides 'Featured Collection' when nothing is featured and links 'See all' to the newest items", async () => {
    mockFetch({
      "/api/categories": CATEGORIES,
      "/api/config": CONFIG,
      "/api/new-products": [makeProduct({ id: "n1", name: "Thaler 1765", isNew: true })],
      "/api/featured-products": [],
    })
    renderApp("/")

    expect(await screen.findByRole("heading", { name: "Thaler 1765" })).toBeInTheDocument()
    expect(screen.queryByRole("heading", { name: "Featured Collection" })).not.toBeInTheDocument()
    expect(screen.getByRole("link", { name: "See all" })).toHaveAttribute("href", "/products?sort=newest")
  })

  it("shows featured pieces when there are some", async () => {
    mockFetch({
      "/api/categories": CATEGORIES,
      "/api/config": CONFIG,
      "/api/new-products": [],
      "/api/featured-products": [makeProduct({ id: "f1", name: "Gold Aureus", isFeatured: true })],
    })
    renderApp("/")

    const featured = await screen.findByRole("list", { name: "Featured Collection" })
    expect(within(featured).getByRole("heading", { name: "Gold Aureus" })).toBeInTheDocument()
  })
})
