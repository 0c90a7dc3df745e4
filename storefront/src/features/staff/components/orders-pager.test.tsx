import { render, screen } from "@testing-library/react"
import { OrdersPager } from "./orders-pager"

describe("the order table's pager", () => {
  it("says how many orders there are, and 'more than' when a search counted only up to its limit", () => {
    const { rerender } = render(<OrdersPager page={2} pageSize={10} total={100_000} onPage={() => {}} />)
    expect(screen.getByText(/^Showing/)).toHaveTextContent("Showing 11–20 of 100,000 orders")
    rerender(<OrdersPager page={1} pageSize={10} total={10_000} totalCapped onPage={() => {}} />)
    expect(screen.getByText(/^Showing/)).toHaveTextContent("Showing 1–10 of more than 10,000 orders")
    expect(screen.getByRole("button", { name: "Next" })).toBeEnabled()
  })
})
