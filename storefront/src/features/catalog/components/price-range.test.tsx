import { act, fireEvent, screen } from "@testing-library/react"
import { currentLocation, renderRoute } from "@/testing/render"
import { useListingFilters } from "../hooks/use-listing-filters"
import { PriceRange, toPriceParam } from "./price-range"

/** The price inputs wired to the URL as the listing wires them. */
function Harness() {
  const { filters, setFilter } = useListingFilters()
  return <PriceRange min={filters.priceMin} max={filters.priceMax} onApply={(key, value) => setFilter(key, value)} />
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
/** Types into a field, then lets the pause after typing pass. */
const typeThenPause = async (label: string, value: string) => {
  type(label, value)
  await act(() => vi.advanceTimersByTime(500))
}

describe("price range filter", () => {
  it("reads typed euros as the URL keeps them", () => {
    expect(toPriceParam(" 12,5 ")).toBe("12.5")
    expect(toPriceParam("€ 300")).toBe("300")
    expect(toPriceParam("")).toBe("")
    expect(toPriceParam("-4")).toBeUndefined()
    expect(toPriceParam("ten")).toBeUndefined()
    expect(toPriceParam("1.999")).toBeUndefined()
  })

  it("shows the URL's range in two labelled inputs", () => {
    renderRoute(<Harness />, { path: "/products", url: "/products?priceMin=10&priceMax=250.50" })
    expect(screen.getByRole("group", { name: "Price in euros" })).toBeInTheDocument()
    expect(screen.getByLabelText("Min price (€)")).toHaveValue("10")
    expect(screen.getByLabelText("Max price (€)")).toHaveValue("250.50")
  })

  it("writes each end to the URL after a pause in typing, from the first page, and removes it when emptied", async () => {
    vi.useFakeTimers()
    renderRoute(<Harness />, { path: "/products", url: "/products?country=France&page=3" })

    await typeThenPause("Min price (€)", "12,50")
    expect(currentLocation()).toBe("/products?country=France&priceMin=12.50")
    expect(screen.getByLabelText("Min price (€)")).toHaveValue("12.50")

    await typeThenPause("Max price (€)", "300")
    expect(currentLocation()).toBe("/products?country=France&priceMin=12.50&priceMax=300")

    await typeThenPause("Min price (€)", "")
    expect(currentLocation()).toBe("/products?country=France&priceMax=300")
  })

  it("keeps what is not an amount out of the URL and says what to type", async () => {
    vi.useFakeTimers()
    renderRoute(<Harness />, { path: "/products", url: "/products?priceMax=40" })

    await typeThenPause("Max price (€)", "cheap")
    expect(currentLocation()).toBe("/products?priceMax=40")
    expect(screen.getByLabelText("Max price (€)")).toHaveAccessibleDescription("Enter the max price in euros, e.g. 12.50")
    expect(screen.getByLabelText("Max price (€)")).toHaveAttribute("aria-invalid", "true")
  })

  it("says so when the maximum is below the minimum", () => {
    renderRoute(<Harness />, { path: "/products", url: "/products?priceMin=50&priceMax=20" })
    expect(screen.getByLabelText("Max price (€)")).toHaveAccessibleDescription("The max price is below the min price.")
  })
})
