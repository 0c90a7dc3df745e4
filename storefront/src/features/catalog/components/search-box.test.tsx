import { fireEvent, screen } from "@testing-library/react"
import { currentLocation, renderRoute } from "@/testing/render"
import { SearchBox, searchHref } from "./search-box"

function search(text: string) {
  const box = screen.getByPlaceholderText("Search coins, banknotes, medals...")
  fireEvent.change(box, { target: { value: text } })
  fireEvent.submit(box.closest("form")!)
}

describe("searchHref", () => {
  it("trims the text and URL-encodes it", () => {
    expect(searchHref("  Roman denarius  ")).toBe("/products?search=Roman%20denarius")
    expect(searchHref("Pick# 45a & 50/60")).toBe("/products?search=Pick%23%2045a%20%26%2050%2F60")
    expect(searchHref("Écu d'or")).toBe("/products?search=%C3%89cu%20d'or")
  })

  it("sends blank text to the whole listing", () => {
    expect(searchHref("")).toBe("/products")
    expect(searchHref("   \t ")).toBe("/products")
  })
})

describe("SearchBox", () => {
  it("goes to /products?search= with the trimmed, encoded text on submit", () => {
    renderRoute(<SearchBox />)
    search("  sovereign 1887 ")
    expect(currentLocation()).toBe("/products?search=sovereign%201887")
  })

  it("goes to /products when submitted blank", () => {
    renderRoute(<SearchBox />, { path: "/products", url: "/products?search=thaler" })
    search("   ")
    expect(currentLocation()).toBe("/products")
  })

  it("shows the active search term on the listing", () => {
    renderRoute(<SearchBox />, { path: "/products", url: "/products?search=thaler" })
    expect(screen.getByRole("searchbox")).toHaveValue("thaler")
  })
})
