import { fireEvent, screen, waitFor } from "@testing-library/react"
import { makeProduct } from "@/testing/fixtures"
import { jsonResponse, mockFetch } from "@/testing/mock-fetch"
import { renderRoute } from "@/testing/render"
import { useGuestWatchStore, GUEST_WATCH_STORAGE_KEY } from "../stores/guest-watch-store"
import { GuestWatchMerge } from "./guest-watch-merge"
import { WatchHeart } from "./watch-heart"

const piece = makeProduct({ id: "prod_01AUGUSTUS", name: "Augustus Denarius" })

const entry = (id: string, productId: string) => ({
  id,
  productId,
  addedAt: "2026-11-23T10:00:00.000Z",
  state: "available",
  priceAlerts: true,
  product: makeProduct({ id: productId }),
})

beforeEach(() => {
  useGuestWatchStore.setState({ productIds: [] })
  localStorage.clear()
})

describe("watch heart", () => {
  it("keeps a guest's watched pieces in this browser, without asking the server", () => {
    const fetchMock = mockFetch({})
    renderRoute(<WatchHeart product={piece} collector={null} />)
    const heart = screen.getByRole("button", { name: "Watch Augustus Denarius" })
    expect(heart).toHaveAttribute("aria-pressed", "false")
    fireEvent.click(heart)
    expect(screen.getByRole("button", { name: "Stop watching Augustus Denarius" })).toHaveAttribute("aria-pressed", "true")
    expect(JSON.parse(localStorage.getItem(GUEST_WATCH_STORAGE_KEY)!).state.productIds).toEqual(["prod_01AUGUSTUS"])
    expect(fetchMock).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole("button", { name: "Stop watching Augustus Denarius" }))
    expect(useGuestWatchStore.getState().productIds).toEqual([])
  })

  it("watches and unwatches through the account's list when signed in", async () => {
    let list = { entries: [] as ReturnType<typeof entry>[] }
    const fetchMock = mockFetch({})
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = typeof input === "string" ? input : input instanceof URL ? input.href : input.url
      if (path === "/api/account/watch-list" && init?.method === "POST") {
        expect(JSON.parse(init.body as string)).toEqual({ productIds: ["prod_01AUGUSTUS"] })
        list = { entries: [entry("watch_01A", "prod_01AUGUSTUS")] }
        return jsonResponse(list)
      }
      if (path === "/api/account/watch-list/watch_01A" && init?.method === "DELETE") {
        list = { entries: [] }
        return new Response(null, { status: 204 })
      }
      return jsonResponse(list)
    })
    renderRoute(<WatchHeart product={piece} collector="claire@example.com" />)
    const heart = await screen.findByRole("button", { name: "Watch Augustus Denarius" })
    await waitFor(() => expect(heart).toBeEnabled())
    fireEvent.click(heart)
    const watched = await screen.findByRole("button", { name: "Stop watching Augustus Denarius" })
    expect(watched).toHaveAttribute("aria-pressed", "true")
    await waitFor(() => expect(watched).toBeEnabled())
    fireEvent.click(watched)
    expect(await screen.findByRole("button", { name: "Watch Augustus Denarius" })).toBeInTheDocument()
    expect(useGuestWatchStore.getState().productIds).toEqual([])
  })
})

describe("guest watch list on sign-in", () => {
  it("merges the browser's pieces into the account and empties the browser's list", async () => {
    useGuestWatchStore.setState({ productIds: ["prod_01AUGUSTUS", "prod_02TRAJAN"] })
    const posted: unknown[] = []
    const fetchMock = mockFetch({})
    fetchMock.mockImplementation(async (_input: RequestInfo | URL, init?: RequestInit) => {
      posted.push(JSON.parse(init?.body as string))
      return jsonResponse({ entries: [entry("watch_01A", "prod_01AUGUSTUS"), entry("watch_02B", "prod_02TRAJAN")] })
    })
    const view = renderRoute(<GuestWatchMerge collector={null} />)
    expect(fetchMock).not.toHaveBeenCalled()
    view.unmount()
    renderRoute(<GuestWatchMerge collector="claire@example.com" />)
    await waitFor(() => expect(useGuestWatchStore.getState().productIds).toEqual([]))
    expect(posted).toEqual([{ productIds: ["prod_01AUGUSTUS", "prod_02TRAJAN"] }])
  })

  it("keeps the browser's pieces when the merge fails, to try again", async () => {
    useGuestWatchStore.setState({ productIds: ["prod_01AUGUSTUS"] })
    mockFetch({ "/api/account/watch-list": jsonResponse({ message: "down" }, { status: 503 }) })
    renderRoute(<GuestWatchMerge collector="claire@example.com" />)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(useGuestWatchStore.getState().productIds).toEqual(["prod_01AUGUSTUS"])
  })
})
