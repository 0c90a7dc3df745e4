import { screen, waitFor } from "@testing-library/react"
import { CATEGORIES, makeProduct } from "@/testing/fixtures"
import { jsonResponse, mockFetch } from "@/testing/mock-fetch"
import { renderApp } from "@/testing/render"
import { USER_QUERY_KEY } from "@/features/auth/api/get-user"
import { WATCH_LIST_PATH } from "@/features/watch-list/api/watch-list"

// Counts the cards and footers drawn (a footer drawn again means the layout was), drawing them as before.
const drawn = vi.hoisted(() => ({ cards: 0, footers: 0 }))
vi.mock("@/app/layout/footer", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/app/layout/footer")>()
  return {
    ...original,
    Footer: () => {
      drawn.footers++
      return original.Footer()
    },
  }
})
vi.mock("@/features/catalog/components/product-card", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/features/catalog/components/product-card")>()
  return {
    ...original,
    ProductCard: (props: Parameters<typeof original.ProductCard>[0]) => {
      drawn.cards++
      return original.ProductCard(props)
    },
  }
})

describe("the session, known after the page is shown", () => {
  it("redraws the hearts, not the listing's cards nor the layout around the page", async () => {
    let answerSession = (_: Response) => {}
    mockFetch({
      "/api/categories": CATEGORIES,
      "/api/filters": { categories: [], countries: [], materials: [] },
      "/api/products": { products: [makeProduct({ id: "a" }), makeProduct({ id: "b" })], total: 2, page: 1, limit: 24 },
      "/api/auth/user": () => new Promise<Response>((resolve) => (answerSession = resolve)),
    })
    renderApp("/products")
    await screen.findByText("Showing 2 of 2 products")
    const before = { ...drawn }

    // A signed-in collector: the hearts now belong to the account's watch list.
    answerSession(jsonResponse({ id: "cus_1", email: "ada@example.com", firstName: "Ada", lastName: "C", isAdmin: false }))
    await waitFor(() => expect(screen.getAllByTestId("watch-heart")[0]).toBeDisabled())
    // The layout holds the page's Suspense boundary: drawn again before a drawn page is hydrated,
    // it would make React hydrate the whole page at once.
    expect(drawn).toEqual(before)
  })
})

describe("a guest's listing", () => {
  it("reads the session once, not once per card, and asks nothing of an account's watch list", async () => {
    const products = ["a", "b", "c", "d"].map((id) => makeProduct({ id }))
    mockFetch({
      "/api/categories": CATEGORIES,
      "/api/filters": { categories: [], countries: [], materials: [] },
      "/api/products": { products, total: products.length, page: 1, limit: 24 },
      "/api/auth/user": () => new Promise<Response>(() => {}),
    })
    const { queryClient } = renderApp("/products")
    await screen.findByText("Showing 4 of 4 products")
    expect(screen.getAllByTestId("watch-heart")).toHaveLength(4)

    // A heart each used to observe the session, the account's list and its change: on a listing of
    // 24 that was a fifth of the shop server's drawing and of a phone's hydration.
    const cache = queryClient.getQueryCache()
    const sessionReaders = cache.find({ queryKey: USER_QUERY_KEY })?.getObserversCount() ?? 0
    expect(sessionReaders).toBeLessThan(products.length)
    expect(cache.findAll({ queryKey: [WATCH_LIST_PATH] })).toHaveLength(0)
    expect(queryClient.getMutationCache().getAll()).toHaveLength(0)
  })
})
