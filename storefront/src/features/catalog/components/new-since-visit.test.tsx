import { fireEvent, screen } from "@testing-library/react"
import { useListingFilters } from "../hooks/use-listing-filters"
import { jsonResponse, mockFetch, requestedUrls } from "@/testing/mock-fetch"
import { currentLocation, renderRoute } from "@/testing/render"
import { NewSinceVisitChip, NewSinceVisitNotice } from "./new-since-visit"

const page = (total: number) => ({ products: [], total, page: 1, limit: 1 })

describe("new since your last visit", () => {
  it("tells a signed-in collector how many pieces are new, linking to them", async () => {
    const fetchMock = mockFetch({ "/api/products?new=1&limit=1": page(12) })
    renderRoute(<NewSinceVisitNotice collector="claire@example.com" />)
    const link = await screen.findByRole("link", { name: "12 new pieces since your last visit" })
    expect(link).toHaveAttribute("href", "/products?new=1")
    expect(requestedUrls(fetchMock)).toEqual(["/api/products?new=1&limit=1"])
  })

  it("says piece for one, and nothing at all when nothing is new", async () => {
    mockFetch({ "/api/products?new=1&limit=1": page(1) })
    const one = renderRoute(<NewSinceVisitNotice collector="claire@example.com" />)
    expect(await screen.findByRole("link", { name: "1 new piece since your last visit" })).toBeInTheDocument()
    one.unmount()
    const fetchMock = mockFetch({ "/api/products?new=1&limit=1": page(0) })
    renderRoute(<NewSinceVisitNotice collector="claire@example.com" />)
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled())
    expect(screen.queryByRole("link")).not.toBeInTheDocument()
  })

  it("asks nothing for a guest", () => {
    const fetchMock = mockFetch({ "/api/products?new=1&limit=1": jsonResponse({ message: "Sign in" }, { status: 401 }) })
    renderRoute(<NewSinceVisitNotice collector={null} />)
    expect(fetchMock).not.toHaveBeenCalled()
    expect(screen.queryByRole("link")).not.toBeInTheDocument()
  })

  it("keeps the filter in the URL, and its chip removes it without losing the others", () => {
    function Harness() {
      const { filters, setFilter } = useListingFilters()
      return filters.new ? <NewSinceVisitChip onRemove={() => setFilter("new", "")} /> : <p>All pieces</p>
    }
    renderRoute(<Harness />, { path: "/products", url: "/products?country=France&new=1&page=2" })
    expect(screen.getByText("New since your last visit")).toBeInTheDocument()
    fireEvent.click(screen.getByRole("button", { name: "Show all pieces, not only those new since your last visit" }))
    expect(screen.getByText("All pieces")).toBeInTheDocument()
    expect(currentLocation()).toBe("/products?country=France")
  })
})
