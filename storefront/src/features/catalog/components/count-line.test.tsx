import { render, screen } from "@testing-library/react"
import { CountLine, countLineText } from "./count-line"

describe("count line", () => {
  it("reads 'Showing N of M products'", () => {
    expect(countLineText(24, 130)).toBe("Showing 24 of 130 products")
    expect(countLineText(0, 0)).toBe("Showing 0 of 0 products")
  })

  it("uses the singular when M is 1", () => {
    expect(countLineText(1, 1)).toBe("Showing 1 of 1 product")
  })

  it("renders the line as a status for assistive tech", () => {
    render(<CountLine shown={2} total={2} />)
    expect(screen.getByRole("status")).toHaveTextContent("Showing 2 of 2 products")
  })
})
