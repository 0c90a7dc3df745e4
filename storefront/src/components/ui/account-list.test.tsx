import { render, screen } from "@testing-library/react"
import { AccountList } from "./account-list"

const row = (name: string) => <li key={name}>{name}</li>

describe("an account page's list", () => {
  it("says what went wrong, as an alert", () => {
    render(
      <AccountList error={new Error("The shop is not reachable right now.")} items={undefined} empty="Nothing yet.">
        {row}
      </AccountList>
    )
    expect(screen.getByRole("alert")).toHaveTextContent("The shop is not reachable right now.")
    expect(screen.queryByText("Nothing yet.")).toBeNull()
  })

  it("says when it is empty, and lists its items otherwise", () => {
    const { rerender } = render(
      <AccountList error={null} items={[]} empty="Nothing yet.">
        {row}
      </AccountList>
    )
    expect(screen.getByText("Nothing yet.")).toBeInTheDocument()
    expect(screen.queryByRole("list")).toBeNull()
    rerender(
      <AccountList error={null} items={["Denarius", "Thaler"]} empty="Nothing yet.">
        {row}
      </AccountList>
    )
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Denarius", "Thaler"])
    expect(screen.queryByText("Nothing yet.")).toBeNull()
  })
})
