import { act, fireEvent } from "@testing-library/react"
import { hydrateRoot, type Root } from "react-dom/client"
import { renderToString } from "react-dom/server"
import { MemoryRouter, Route, Routes } from "react-router-dom"
import { LocationDisplay, currentLocation } from "@/testing/render"
import { PriceRange } from "./price-range"
import { SearchBox } from "./search-box"
import { TextFilter } from "./text-filter"

const applied: string[] = []

function Page() {
  return (
    <MemoryRouter initialEntries={["/"]}>
      <SearchBox />
      <PriceRange onApply={(key, value) => applied.push(`${key}=${value}`)} />
      <TextFilter id="period" label="Period" placeholder="" value="" onApply={(value) => applied.push(`period=${value}`)} />
      <Routes>
        <Route path="*" element={<LocationDisplay />} />
      </Routes>
    </MemoryRouter>
  )
}

/** As a person types into a box the server drew, before the scripts have come. */
const typeInto = (container: HTMLElement, selector: string, text: string) => {
  container.querySelector<HTMLInputElement>(selector)!.value = text
}

describe("text typed before the page is hydrated", () => {
  let root: Root | undefined
  afterEach(() => act(() => root?.unmount()))

  it("is applied once it is: the price and text filters after their pause, the search on submit", async () => {
    vi.useFakeTimers()
    const container = document.createElement("div")
    container.innerHTML = renderToString(<Page />)
    document.body.append(container)
    typeInto(container, "#filter-price-min", "100")
    typeInto(container, "#period", "Roman")
    typeInto(container, "#site-search", "denarius")

    await act(async () => {
      root = hydrateRoot(container, <Page />)
    })
    await act(() => vi.advanceTimersByTime(500))
    expect(applied.sort()).toEqual(["period=Roman", "priceMin=100"])

    await act(async () => {
      fireEvent.submit(container.querySelector("form")!)
    })
    expect(currentLocation()).toBe("/products?search=denarius")
    vi.useRealTimers()
  })
})
