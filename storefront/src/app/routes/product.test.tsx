import { fireEvent, screen, within } from "@testing-library/react"
import { useCartStore } from "@/features/cart/stores/cart-store"
import { CATEGORIES, makeProductDetail } from "@/testing/fixtures"
import { jsonResponse, mockFetch, requestedUrls } from "@/testing/mock-fetch"
import { renderApp } from "@/testing/render"

const CONFIG = {
  supportPhone: "+352 20 30 40 50",
  supportEmail: "service@example.com",
  card: { enabled: false, publishableKey: null },
}

function serve(detail: unknown) {
  return mockFetch({ "/api/categories": CATEGORIES, "/api/config": CONFIG, "/api/products/augustus-denarius": detail })
}

// The page's lazy chunk (the product page, grades, the watch list) loads once before the
// first test, so a loaded machine's slow first import does not eat a test's waiting time.
beforeAll(async () => {
  await import("./product")
}, 20_000)

beforeEach(() => useCartStore.setState({ items: [], isOpen: false }))

describe("product page", () => {
  it("shows the collector's fields, price and stock state", async () => {
    const piece = makeProductDetail({ handle: "augustus-denarius" })
    const fetchMock = serve(piece)
    renderApp("/product/augustus-denarius")

    expect(await screen.findByRole("heading", { level: 1, name: "Augustus Denarius" })).toBeInTheDocument()
    expect(requestedUrls(fetchMock)).toContain("/api/products/augustus-denarius")

    const facts = screen.getByRole("region", { name: "Specifications" })
    const fact = (label: string) => within(facts).getByText(label).nextElementSibling?.textContent
    const exact: [string, string][] = [
      ["Grade", "VF"],
      ["Grading service", "NGC"],
      ["Denomination", "Denarius"],
      ["Year", "2 BC - AD 4"],
      ["Mint", "Lugdunum"],
      ["Weight", "3.86 g"],
      ["Diameter", "19.5 mm"],
      ["Country", "Roman Empire"],
      ["Period", "27 BC - AD 14"],
      ["Material", "Silver"],
    ]
    for (const [label, value] of exact) expect(fact(label)).toBe(value)
    expect(fact("Certificate")).toContain("4567891-002")
    expect(fact("Catalogue reference")).toContain("RIC I 207")

    expect(screen.getByTestId("product-price")).toHaveTextContent("€149.00")
    expect(screen.getByText("In stock")).toBeInTheDocument()
    expect(screen.getByRole("img", { name: "Obverse of Augustus Denarius" })).toHaveAttribute("src", piece.frontImageUrl)
    expect(screen.getByRole("img", { name: "Reverse of Augustus Denarius" })).toHaveAttribute("src", piece.backImageUrl)
  })

  it("links the slab's certificate to its service's own page, names the catalogue and explains the grade", async () => {
    serve(makeProductDetail({ handle: "augustus-denarius", catalogueRef: "N# 1196" }))
    renderApp("/product/augustus-denarius")

    const facts = await screen.findByRole("region", { name: "Specifications" })
    const verify = within(facts).getByRole("link", { name: /Verify certificate/ })
    expect(verify).toHaveAttribute("href", "https://www.ngccoin.com/certlookup/4567891-002/")
    expect(verify).toHaveAttribute("target", "_blank")
    expect(within(facts).getByTestId("catalogue-name")).toHaveTextContent("Numista")
    expect(within(facts).getByRole("link", { name: /N# 1196/ })).toHaveAttribute(
      "href",
      "https://en.numista.com/catalogue/pieces1196.html"
    )
    expect(within(facts).getByRole("link", { name: "VF" })).toHaveAttribute("href", "/grading#very-fine")
  })

  it("leaves out fields the piece does not have", async () => {
    serve(makeProductDetail({ handle: "augustus-denarius", gradingService: null, certificateNumber: null, weightGrams: null }))
    renderApp("/product/augustus-denarius")

    const facts = await screen.findByRole("region", { name: "Specifications" })
    expect(within(facts).queryByText("Grading service")).not.toBeInTheDocument()
    expect(within(facts).queryByText("Certificate")).not.toBeInTheDocument()
    expect(within(facts).queryByText("Weight")).not.toBeInTheDocument()
    expect(within(facts).getByText("Mint")).toBeInTheDocument()
  })

  it("adds the piece to the cart", async () => {
    serve(makeProductDetail({ handle: "augustus-denarius" }))
    renderApp("/product/augustus-denarius")

    fireEvent.click(await screen.findByRole("button", { name: "Add to Cart" }))

    expect(screen.getByRole("button", { name: "Added" })).toBeInTheDocument()
    expect(useCartStore.getState().items).toHaveLength(1)
    expect(screen.getByTestId("cart-badge")).toHaveTextContent("1")
  })

  it("says 'Sold out' and offers no purchase when none is left", async () => {
    serve(makeProductDetail({ handle: "augustus-denarius", stock: 0 }))
    renderApp("/product/augustus-denarius")

    expect(await screen.findByText("Sold out", { selector: "span" })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Sold out" })).toBeDisabled()
    expect(screen.queryByText("In stock")).not.toBeInTheDocument()
  })

  it("enlarges a side in a dialog on click", async () => {
    serve(makeProductDetail({ handle: "augustus-denarius" }))
    renderApp("/product/augustus-denarius")

    fireEvent.click(await screen.findByRole("button", { name: "Enlarge reverse of Augustus Denarius" }))

    const dialog = screen.getByRole("dialog", { name: "Augustus Denarius - reverse" })
    expect(within(dialog).getByRole("img", { name: "Reverse of Augustus Denarius, enlarged" })).toBeInTheDocument()
    fireEvent.click(within(dialog).getByRole("button", { name: "Magnify" }))
    expect(within(dialog).getByRole("button", { name: "Zoom out" })).toHaveAttribute("aria-pressed", "true")
  })

  it("tells the shopper when the piece does not exist", async () => {
    serve(() => jsonResponse({ message: "No product with handle augustus-denarius" }, { status: 404 }))
    renderApp("/product/augustus-denarius")

    expect(await screen.findByRole("heading", { name: "Item not found" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Browse the catalogue" })).toHaveAttribute("href", "/products")
  })
})
