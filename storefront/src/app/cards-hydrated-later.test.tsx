import { QueryClientProvider } from "@tanstack/react-query"
import { act, fireEvent, within } from "@testing-library/react"
import { useSyncExternalStore } from "react"
import { hydrateRoot, type Root } from "react-dom/client"
import { renderToString } from "react-dom/server"
import { MemoryRouter } from "react-router-dom"
import { hydrateLaterParts } from "@/components/hydrate-later"
import { useCartStore } from "@/features/cart/stores/cart-store"
import { createQueryClient } from "@/lib/query-client"
import { makeProduct } from "@/testing/fixtures"
import { ShopGrid } from "./shop-grid"

const PIECES = Array.from({ length: 6 }, (_, i) => makeProduct({ id: `p${i}`, name: `Piece ${i + 1}` }))

// A listing whose page draws again around its grid (as a page does when the session or the address answers).
let draws = 0
const listeners = new Set<() => void>()
function drawAgain() {
  draws++
  for (const listener of listeners) listener()
}
function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

function Listing() {
  const count = useSyncExternalStore(
    subscribe,
    () => draws,
    () => 0
  )
  return (
    <main data-count={count}>
      <ShopGrid products={PIECES} isLoading={false} skeletonCount={0} label="All Products" />
    </main>
  )
}

function page() {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <Listing />
      </MemoryRouter>
    </QueryClientProvider>
  )
}

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ""
  useCartStore.setState({ items: [] })
})

const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactFiber"))

describe("a drawn listing's cards, hydrated later", () => {
  it("keep the server's elements when the page draws again around them, and answer a first click", async () => {
    const idle: IdleRequestCallback[] = []
    vi.stubGlobal("requestIdleCallback", (work: IdleRequestCallback) => idle.push(work))
    vi.stubGlobal("fetch", () => new Promise<Response>(() => {}))
    const container = document.createElement("div")
    container.innerHTML = renderToString(page())
    document.body.append(container)
    const fifth = container.querySelectorAll("li")[4]!.querySelector("article")!
    const button = within(fifth).getByRole("button", { name: "Add to Cart" })

    const errors: unknown[] = []
    hydrateLaterParts()
    await act(async () => {
      root = hydrateRoot(container, page(), { onRecoverableError: (error) => void errors.push(error) })
    })
    expect(hydrated(button)).toBe(false)

    // The page draws again while the cards wait: they are handed nothing new, and keep waiting.
    await act(async () => drawAgain())
    expect(container.querySelector("main")).toHaveAttribute("data-count", "1")
    expect(container.querySelectorAll("li")[4]!.querySelector("article")).toBe(fifth)
    expect(hydrated(button)).toBe(false)

    // A shopper's first click on the fifth card: hydrated at once, the server's button answers it.
    await act(async () => {
      fireEvent.pointerDown(button)
      fireEvent.click(button)
    })
    expect(hydrated(button)).toBe(true)
    expect(useCartStore.getState().items.map((item) => item.product.id)).toEqual(["p4"])
    expect(button).toHaveTextContent("Added")
    expect(errors).toEqual([])
  })
})
