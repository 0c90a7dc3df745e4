import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { CATEGORIES, makeProduct } from "@/testing/fixtures"
import { jsonResponse, mockFetch, pending, requestedUrls } from "@/testing/mock-fetch"
import { renderApp } from "@/testing/render"

const CONFIG = {
  supportPhone: "+352 20 30 40 50",
  supportEmail: "service@example.com",
  card: { enabled: false, publishableKey: null },
}
const option = (value: string, label = value) => ({ value, label })
const FILTERS = {
  categories: ["Ancient Coins", "Banknotes"],
  countries: [option("France"), option("Roman Empire")],
  materials: [option("Gold"), option("Silver")],
}
// The same values named in German (docs/decisions/247).
const GERMAN_FILTERS = {
  categories: ["Antike Münzen", "Banknoten"],
  countries: [option("France", "Frankreich"), option("Roman Empire", "Römisches Reich")],
  materials: [option("Gold"), option("Silver", "Silber")],
}

function list(products: ReturnType<typeof makeProduct>[], total = products.length, page = 1) {
  return { products, total, page, limit: 24 }
}

function serve(products: Record<string, unknown>, filters: unknown = FILTERS) {
  return mockFetch({ "/api/categories": CATEGORIES, "/api/config": CONFIG, "/api/filters": filters, ...products })
}

describe("product listing", () => {
  it("shows search results with the count line and cards linking to the product page", async () => {
    const fetchMock = serve({
      "/api/products?search=denarius&page=1&limit=24": list(
        [makeProduct({ id: "a", name: "Augustus Denarius" }), makeProduct({ id: "b", name: "Tiberius Denarius" })],
        2
      ),
    })
    renderApp("/products?search=denarius")

    expect(await screen.findByRole("heading", { level: 1, name: 'Search results for "denarius"' })).toBeInTheDocument()
    expect(await screen.findByText("Showing 2 of 2 products")).toBeInTheDocument()
    const cards = await screen.findAllByTestId("product-card")
    expect(cards).toHaveLength(2)
    const title = within(cards[0]!).getByRole("heading", { name: "Augustus Denarius" })
    expect(within(title).getByRole("link")).toHaveAttribute("href", "/product/piece-a")
    expect(within(cards[0]!).getByRole("img", { name: "Augustus Denarius" })).toHaveAttribute("src", "/static/denarius-front.svg")
    expect(within(cards[0]!).getByRole("button", { name: "Add to Cart" })).toBeInTheDocument()
    expect(requestedUrls(fetchMock)).toContain("/api/products?search=denarius&page=1&limit=24")
  })

  it("names the category of a /products/{category} route and filters by it", async () => {
    const fetchMock = serve({ "/api/products?category=ancient-coins&page=1&limit=24": list([makeProduct()], 1) })
    renderApp("/products/ancient-coins")

    expect(await screen.findByRole("heading", { level: 1, name: "Ancient Coins" })).toBeInTheDocument()
    expect(await screen.findByText("Showing 1 of 1 product")).toBeInTheDocument()
    expect(requestedUrls(fetchMock)).toContain("/api/products?category=ancient-coins&page=1&limit=24")
  })

  it("passes every URL filter to the shop and reads 'All Products' without search or category", async () => {
    const fetchMock = serve({
      "/api/products?country=France&material=Gold&period=1900&quality=XF&priceMin=10&priceMax=99.50&sort=price_desc&page=2&limit=24":
        list([makeProduct()], 30, 2),
    })
    renderApp("/products?country=France&material=Gold&period=1900&quality=XF&priceMin=10&priceMax=99.50&sort=price_desc&page=2")

    expect(await screen.findByRole("heading", { level: 1, name: "All Products" })).toBeInTheDocument()
    expect(await screen.findByText("Showing 1 of 30 products")).toBeInTheDocument()
    expect(requestedUrls(fetchMock)).toContain(
      "/api/products?country=France&material=Gold&period=1900&quality=XF&priceMin=10&priceMax=99.50&sort=price_desc&page=2&limit=24"
    )
    expect(screen.getByLabelText("Period/Year")).toHaveValue("1900")
    expect(screen.getByLabelText("Quality Grade")).toHaveValue("XF")
    expect(screen.getByLabelText("Min price (€)")).toHaveValue("10")
    expect(screen.getByLabelText("Max price (€)")).toHaveValue("99.50")
  })

  it("shows 8 skeleton cards while loading, and loading labels on the dropdowns", async () => {
    serve({ "/api/products": pending }, pending)
    renderApp("/products")

    expect(await screen.findAllByTestId("product-card-skeleton")).toHaveLength(8)
    expect(screen.getByText("Loading categories...")).toBeInTheDocument()
    expect(screen.getByText("Loading countries...")).toBeInTheDocument()
    expect(screen.getByText("Loading materials...")).toBeInTheDocument()
  })

  it("offers 'All ...' defaults once the options have loaded", async () => {
    serve({ "/api/products": list([makeProduct()]) })
    renderApp("/products")

    expect(await screen.findByText("All Categories")).toBeInTheDocument()
    expect(screen.getByText("All Countries")).toBeInTheDocument()
    expect(screen.getByText("All Materials")).toBeInTheDocument()
  })

  it("shows the shop's default order: newest first, or relevance when searching", async () => {
    serve({ "/api/products": list([makeProduct()]) })
    // The filter panel's sort, and the phone's beside its Filters button (CSS shows one of them).
    const view = renderApp("/products")
    const sorts = await screen.findAllByRole("combobox", { name: "Sort by" })
    expect(sorts).toHaveLength(2)
    for (const sort of sorts) expect(sort).toHaveTextContent("Newest first")
    view.unmount()

    renderApp("/products?search=thaler")
    for (const sort of await screen.findAllByRole("combobox", { name: "Sort by" })) expect(sort).toHaveTextContent("Relevance")
  })

  it("counts the filters in use on the phone's Filters button, and each chip removes its filter", async () => {
    const fetchMock = serve({ "/api/products": list([makeProduct()]) })
    renderApp("/products?country=France&priceMin=10&priceMax=50&sort=price_asc&search=franc")

    expect(await screen.findByTestId("filter-count")).toHaveTextContent("2")
    const chips = screen.getByRole("list", { name: "Filters in use" })
    expect(
      within(chips)
        .getAllByRole("listitem")
        .map((chip) => chip.textContent)
    ).toEqual(["France", "€10 – €50"])

    fireEvent.click(within(chips).getByRole("button", { name: "Remove filter €10 – €50" }))
    expect(await screen.findByTestId("filter-count")).toHaveTextContent("1")
    const products = requestedUrls(fetchMock).filter((url) => url.startsWith("/api/products"))
    expect(products.at(-1)).toContain("country=France")
    expect(products.at(-1)).not.toMatch(/priceM(in|ax)/)
  })

  it("names a German page's countries and materials in German, and keeps their values in the address", async () => {
    const fetchMock = mockFetch({
      "/api/categories?lang=de": CATEGORIES,
      "/api/config": CONFIG,
      "/api/filters?lang=de": GERMAN_FILTERS,
      "/api/products": list([makeProduct()]),
    })
    renderApp("/de/products?country=Roman%20Empire&material=Silber")

    const [country] = await screen.findAllByRole("combobox", { name: "Land" })
    await waitFor(() => expect(country).toHaveTextContent("Römisches Reich"))
    // A German name in the address (typed, or shared) chooses its option too.
    expect(screen.getAllByRole("combobox", { name: "Material" })[0]).toHaveTextContent("Silber")
    const chips = screen.getByRole("list", { name: "Aktive Filter" })
    expect(
      within(chips)
        .getAllByRole("listitem")
        .map((chip) => chip.textContent)
    ).toEqual(["Römisches Reich", "Silber"])
    expect(requestedUrls(fetchMock)).toContain("/api/products?country=Roman+Empire&material=Silber&page=1&limit=24&lang=de")
  })

  it("says when nothing matches", async () => {
    serve({ "/api/products": list([], 0) })
    renderApp("/products?search=unobtainium")

    expect(await screen.findByText("No products found")).toBeInTheDocument()
    expect(screen.getByText("Try adjusting your search or filters.")).toBeInTheDocument()
  })

  it("reports a failed load", async () => {
    serve({ "/api/products": () => jsonResponse({ message: "Search is unavailable" }, { status: 503 }) })
    renderApp("/products")

    const alert = await screen.findByRole("alert")
    expect(alert).toHaveTextContent("Failed to fetch products")
    expect(alert).toHaveTextContent('503: {"message":"Search is unavailable"}')
  })

  it("pages with Previous/Next links that keep the filters", async () => {
    serve({
      "/api/products": list(
        Array.from({ length: 24 }, (_, i) => makeProduct({ id: `p${i}` })),
        50,
        1
      ),
    })
    renderApp("/products?country=France")

    const next = await screen.findByRole("link", { name: "Next" })
    expect(next).toHaveAttribute("href", "/products?country=France&page=2")
    expect(screen.getByText("Page 1 of 3")).toBeInTheDocument()
    expect(screen.queryByRole("link", { name: "Previous" })).not.toBeInTheDocument()
  })
})
