import { act, fireEvent, screen } from "@testing-library/react"
import { currentLocation, renderRoute } from "@/testing/render"
import { TextFilter } from "../components/text-filter"
import { useListingFilters } from "./use-listing-filters"

const TEXT_FILTERS = [
  ["period", "Period/Year"],
  ["quality", "Quality Grade"],
] as const

/** The listing's URL handling without the network: two text filters and a category picker. */
function Harness() {
  const { filters, setFilter } = useListingFilters()
  return (
    <>
      {TEXT_FILTERS.map(([id, label]) => (
        <TextFilter key={id} id={id} label={label} placeholder="" value={filters[id] ?? ""} onApply={(v) => setFilter(id, v)} />
      ))}
      <button type="button" onClick={() => setFilter("category", "Banknotes")}>
        Banknotes
      </button>
      <button type="button" onClick={() => setFilter("category", "")}>
        All Categories
      </button>
      <output data-testid="filters">{JSON.stringify(filters)}</output>
    </>
  )
}

const filters = () => JSON.parse(screen.getByTestId("filters").textContent ?? "{}") as Record<string, unknown>
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })

function renderAt(url: string) {
  return renderRoute(<Harness />, { path: "/products/:category?", url })
}

describe("listing filters in the URL", () => {
  it("reads every filter from the query string and the category segment", () => {
    renderAt(
      "/products/ancient-coins?search=denarius&country=Roman%20Empire&material=Silver&period=AD%2014&quality=VF&sort=newest&page=3"
    )
    expect(filters()).toEqual({
      search: "denarius",
      category: "ancient-coins",
      country: "Roman Empire",
      material: "Silver",
      period: "AD 14",
      quality: "VF",
      sort: "newest",
      page: 3,
      limit: 24,
    })
    expect(screen.getByLabelText("Period/Year")).toHaveValue("AD 14")
  })

  it("treats a page the shop cannot serve as the first page", () => {
    renderAt("/products?page=20000")
    expect(filters()).toMatchObject({ page: 1 })
  })

  it("writes a text filter to the URL only after 500 ms without typing", async () => {
    vi.useFakeTimers()
    renderAt("/products?country=France&page=2")

    type("Period/Year", "18")
    await act(() => vi.advanceTimersByTime(300))
    type("Period/Year", "1870")
    await act(() => vi.advanceTimersByTime(499))
    expect(currentLocation()).toBe("/products?country=France&page=2")

    await act(() => vi.advanceTimersByTime(1))
    // A new filter starts again from the first page.
    expect(currentLocation()).toBe("/products?country=France&period=1870")
    expect(filters()).toMatchObject({ period: "1870", page: 1 })
  })

  it("trims the text and removes the parameter when the box is cleared", async () => {
    vi.useFakeTimers()
    renderAt("/products?quality=XF")

    type("Quality Grade", "  MS-65 ")
    await act(() => vi.advanceTimersByTime(500))
    expect(currentLocation()).toBe("/products?quality=MS-65")
    expect(screen.getByLabelText("Quality Grade")).toHaveValue("  MS-65 ")

    type("Quality Grade", "   ")
    await act(() => vi.advanceTimersByTime(500))
    expect(currentLocation()).toBe("/products")
  })

  it("follows the URL when it changes elsewhere, e.g. with the back button", async () => {
    vi.useFakeTimers()
    const { router } = renderAt("/products?period=Roman")

    act(() => void router.navigate("/products?period=Medieval"))

    expect(screen.getByLabelText("Period/Year")).toHaveValue("Medieval")
    await act(() => vi.advanceTimersByTime(1000))
    expect(currentLocation()).toBe("/products?period=Medieval")
  })

  it("replaces the category segment with the dropdown's choice, and 'All' clears it", () => {
    renderAt("/products/ancient-coins?country=Greece")

    fireEvent.click(screen.getByRole("button", { name: "Banknotes" }))
    expect(currentLocation()).toBe("/products?country=Greece&category=Banknotes")

    fireEvent.click(screen.getByRole("button", { name: "All Categories" }))
    expect(currentLocation()).toBe("/products?country=Greece")
  })
  it("keeps a filter chosen while the one before it is still on its way", () => {
    // A price typed just before a sort is chosen applies after its pause, perhaps before the
    // sorted listing is drawn: both changes reach the URL.
    function Both() {
      const { setFilter } = useListingFilters()
      const both = () => {
        setFilter("sort", "price_desc")
        setFilter("priceMin", "100", { replace: true })
      }
      return (
        <button type="button" onClick={both}>
          Sort and filter
        </button>
      )
    }
    renderRoute(<Both />, { path: "/products", url: "/products?search=medal&page=2" })
    fireEvent.click(screen.getByRole("button", { name: "Sort and filter" }))
    expect(currentLocation()).toBe("/products?search=medal&sort=price_desc&priceMin=100")
  })
})
