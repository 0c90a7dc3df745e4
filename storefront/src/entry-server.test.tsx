import { hydrate, type DehydratedState } from "@tanstack/react-query"
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { StrictMode } from "react"
import { hydrateRoot, type Root } from "react-dom/client"
import { prerender } from "react-dom/static"
import { App } from "./app/app"
import { createPageRenderer, type DrawnPage } from "./entry-server"
import { useCartStore } from "./features/cart/stores/cart-store"
import { useGuestWatchStore } from "./features/watch-list/stores/guest-watch-store"
import { createQueryClient } from "./lib/query-client"
import { CATEGORIES, makeProduct } from "./testing/fixtures"
import { jsonResponse, mockFetch } from "./testing/mock-fetch"

// React's streaming renderer, watched: the renderer uses it only for a page whose code is still loading.
vi.mock("react-dom/static", async (importOriginal) => {
  const actual = await importOriginal<typeof import("react-dom/static")>()
  return { ...actual, prerender: vi.fn(actual.prerender) }
})

const TRICKY = 'Medal "1848" </script><script>alert(1)</script>'
const FILTERS = {
  categories: ["Ancient Coins"],
  countries: [{ value: "Roman Empire", label: "Roman Empire" }],
  materials: [{ value: "Silver", label: "Silver" }],
}
const PIECES = [makeProduct({ id: "a", name: "Augustus Denarius" }), makeProduct({ id: "b", name: TRICKY })]

function serveCatalogue() {
  return mockFetch({
    "/api/categories": CATEGORIES,
    "/api/filters": FILTERS,
    "/api/products?page=1&limit=24": { products: PIECES, total: 2, page: 1, limit: 24 },
  })
}

// The shop server's renderer, answering the SPA's calls through the fetch it is given: here, the stubbed one.
const drawPage = createPageRenderer((url, init) => fetch(url, init))

/**
 * Draws a page. Here, unlike in the shop server, the renderer shares its realm with the browser's
 * React, and leaves its last context values set; an empty render sets them back.
 */
async function draw(href: string) {
  const page = await drawPage(href)
  await prerender(<></>)
  return page
}

// React's warnings (a difference met while hydrating among them), except the one about two
// renderers: sharing one realm is this test's set-up, not the shop's.
let consoleErrors: string[] = []
beforeEach(() => {
  consoleErrors = []
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith("Detected multiple renderers")) consoleErrors.push(args.map(String).join(" "))
  })
})

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ""
  useGuestWatchStore.setState({ productIds: [] })
  useCartStore.setState({ items: [] })
})

describe("a page drawn on the server", () => {
  it("holds the listing's cards, and its answers as JSON that no name can break out of", async () => {
    serveCatalogue()
    const drawn = await draw("/products")
    if (!drawn) throw new Error("The listing was not drawn")

    expect(drawn.html.toString()).toContain("All Products</h1>")
    expect(drawn.html.toString()).toContain("Augustus Denarius")
    expect(drawn.html.toString()).not.toContain("<script")
    expect(drawn.data).not.toMatch(/<\/?script/i)
    const state = JSON.parse(drawn.data) as DehydratedState
    const listing = state.queries.find((query) => query.queryKey[0] === "/api/products")
    expect(JSON.stringify(listing?.state.data)).toContain(JSON.stringify(TRICKY).slice(1, -1))
  })

  it("is left to the browser when it depends on the visitor or an answer is a 4xx, and fails on a 5xx", async () => {
    serveCatalogue()
    await expect(drawPage("/checkout")).resolves.toBeUndefined()
    await expect(drawPage("/account")).resolves.toBeUndefined()
    // No such product: a 404, and the SPA's own "Item not found".
    await expect(drawPage("/product/piece-z")).resolves.toBeUndefined()
    const down = jsonResponse({ message: "Medusa is not answering" }, { status: 503 })
    mockFetch({ "/api/categories": down, "/api/filters": down, "/api/products": down })
    await expect(drawPage("/products")).rejects.toThrow("503")
  })

  it("is drawn from the answers of each view: an edit shows at once", async () => {
    serveCatalogue()
    const first = await draw("/products")
    expect(first?.html.toString()).toContain("Augustus Denarius")
    expect((await draw("/products"))?.html).toBe(first?.html)

    mockFetch({
      "/api/categories": CATEGORIES,
      "/api/filters": FILTERS,
      "/api/products?page=1&limit=24": {
        products: [makeProduct({ id: "a", name: "Tiberius Denarius" })],
        total: 1,
        page: 1,
        limit: 24,
      },
    })
    const edited = await draw("/products")
    expect(edited?.html.toString()).toContain("Tiberius Denarius")
    expect(edited?.html.toString()).not.toContain("Augustus Denarius")
    expect(edited?.data).toContain("Tiberius Denarius")
  })

  it("is drawn in one synchronous pass once its code has loaded", async () => {
    serveCatalogue()
    await draw("/products")
    mockFetch({
      "/api/categories": CATEGORIES,
      "/api/filters": FILTERS,
      "/api/products": { products: [...PIECES].reverse(), total: 2, page: 1, limit: 24 },
    })
    vi.mocked(prerender).mockClear()
    const drawn = await drawPage("/products?sort=price_asc")
    expect(prerender).not.toHaveBeenCalled()
    const html = drawn?.html.toString() ?? ""
    expect(html.indexOf("Augustus Denarius")).toBeGreaterThan(html.indexOf("1848"))
    expect(html).not.toContain("<!--$!-->")
  })

  it("is hydrated in the browser as drawn, then shows what this browser keeps", async () => {
    serveCatalogue()
    const drawn = await draw("/products")
    if (!drawn) throw new Error("The listing was not drawn")
    // This browser keeps a guest's watched piece and a cart line; the server knows neither.
    useGuestWatchStore.setState({ productIds: ["a"] })
    useCartStore.setState({ items: [{ product: PIECES[1]!, quantity: 1 }] })
    const container = placeDrawn(drawn, "/products")
    const heading = container.querySelector("h1")
    const firstCard = container.querySelector("li")
    const errors = await hydrateDrawn(drawn, container)

    // What the browser keeps shows once the page is hydrated, and the cards respond.
    expect(await screen.findByRole("button", { name: "Stop watching Augustus Denarius" })).toHaveAttribute("aria-pressed", "true")
    expect(screen.getByRole("button", { name: "Cart (1 item)" })).toBeInTheDocument()
    fireEvent.click(within(container.querySelector("main li")!).getByRole("button", { name: "Add to Cart" }))
    await waitFor(() => expect(screen.getByRole("button", { name: "Cart (2 items)" })).toBeInTheDocument())
    // Hydrated, not drawn again: React kept the server's elements and met no difference.
    expect(errors).toEqual([])
    expect(consoleErrors).toEqual([])
    expect(container.querySelector("h1")).toBe(heading)
    expect(container.querySelector("li")).toBe(firstCard)
  })

  it("draws a German page in German, from German answers, and the browser hydrates it as drawn", async () => {
    const fetchMock = mockFetch({
      "/api/categories?lang=de": CATEGORIES,
      "/api/filters?lang=de": FILTERS,
      "/api/products?page=1&limit=24&lang=de": { products: PIECES, total: 2, page: 1, limit: 24 },
    })
    const drawn = await draw("/de/products")
    if (!drawn) throw new Error("The German listing was not drawn")
    expect(drawn.html.toString()).toContain("Alle Produkte</h1>")
    expect(drawn.html.toString()).toContain("In den Warenkorb")
    expect(drawn.html.toString()).toContain('href="/de/product/')
    expect(drawn.html.toString()).not.toContain("Add to Cart")
    expect(fetchMock.mock.calls.map(([url]) => String(url as string))).toEqual(
      expect.arrayContaining(["/api/categories?lang=de", "/api/filters?lang=de", "/api/products?page=1&limit=24&lang=de"])
    )

    const container = placeDrawn(drawn, "/de/products")
    const heading = container.querySelector("h1")
    const errors = await hydrateDrawn(drawn, container)
    expect(await screen.findByRole("heading", { level: 1, name: "Alle Produkte" })).toBe(heading)
    expect(errors).toEqual([])
    expect(consoleErrors).toEqual([])
  })

  it("draws the German home page from the German answers of its shelves", async () => {
    const fetchMock = mockFetch({
      "/api/categories?lang=de": CATEGORIES,
      "/api/featured-products?lang=de": [makeProduct({ id: "c", name: "Sesterz des Hadrian" })],
      "/api/new-products?lang=de": PIECES,
    })
    const drawn = await draw("/de")
    if (!drawn) throw new Error("The German home page was not drawn")
    expect(drawn.html.toString()).toContain("Sesterz des Hadrian")
    expect(drawn.html.toString()).toContain("Neu im Katalog")
    const asked = fetchMock.mock.calls.map(([url]) => String(url as string))
    expect(asked).toEqual(expect.arrayContaining(["/api/featured-products?lang=de", "/api/new-products?lang=de"]))
    expect(asked.filter((url) => url.includes("-products") && !url.includes("lang=de"))).toEqual([])
  })
})

/** The drawn HTML in the page at its address, as the browser receives it. */
function placeDrawn(drawn: DrawnPage, path: string): HTMLDivElement {
  window.history.pushState({}, "", path)
  const container = document.createElement("div")
  container.innerHTML = drawn.html.toString()
  document.body.append(container)
  return container
}

/** Hydrates the app over the drawn HTML from the answers it was drawn from: the errors React met. */
async function hydrateDrawn(drawn: DrawnPage, container: HTMLElement): Promise<unknown[]> {
  const errors: unknown[] = []
  const client = createQueryClient()
  hydrate(client, JSON.parse(drawn.data) as DehydratedState)
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <App queryClient={client} />
      </StrictMode>,
      { onRecoverableError: (error) => void errors.push(error) }
    )
  })
  return errors
}
