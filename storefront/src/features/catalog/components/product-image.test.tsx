import { act, render, screen, waitFor } from "@testing-library/react"
import { hydrateRoot } from "react-dom/client"
import { renderToString } from "react-dom/server"
import { ProductImage } from "./product-image"

const SIZES = "50vw"
const thaler = (deferred: boolean) => <ProductImage src="/static/thaler.svg" alt="Thaler" sizes={SIZES} deferred={deferred} />

// The order matters: the page becomes idle once, for the whole visit (the module's state).
describe("product image", () => {
  it("draws a deferred picture on the server as a placeholder on a phone, the picture on wide screens and without scripts", () => {
    const [drawn, withoutScripts] = renderToString(thaler(true)).split("<noscript>")
    // A phone's <img> asks for nothing until the page is idle; a wide screen's <source> asks at once.
    expect(drawn).toMatch(/<img[^>]* src="data:image\/gif;base64,/)
    expect(drawn).not.toMatch(/<img[^>]* src="\/static\/thaler\.svg/)
    expect(drawn).toMatch(/<source media="\(min-width: 768px\)" srcSet="[^"]*\/static\/thaler\.svg\?w=320 320w/)
    expect(withoutScripts).toContain('src="/static/thaler.svg"')
  })

  it("draws a picture that is not deferred as the picture at once", () => {
    const html = renderToString(thaler(false))
    expect(html).toContain('src="/static/thaler.svg"')
    expect(html).not.toContain("noscript")
    expect(html).not.toContain("<picture")
  })

  it("hydrates the drawn placeholder as drawn, and asks for the picture once the page is idle", async () => {
    const container = document.createElement("div")
    container.innerHTML = renderToString(thaler(true))
    document.body.append(container)
    const errors = vi.spyOn(console, "error")
    await act(async () => {
      hydrateRoot(container, thaler(true))
    })
    const image = screen.getByRole("img", { name: "Thaler" })
    expect(image.getAttribute("src")).toMatch(/^data:image\/gif/)
    await waitFor(() => expect(image).toHaveAttribute("src", "/static/thaler.svg"))
    expect(image).toHaveAttribute("srcset", expect.stringContaining("/static/thaler.svg?w=320 320w"))
    expect(image).toHaveAttribute("loading", "lazy")
    expect(errors).not.toHaveBeenCalled()
    container.remove()
  })

  it("draws a deferred picture at once on a later screen of the visit", () => {
    render(thaler(true))
    expect(screen.getByRole("img", { name: "Thaler" })).toHaveAttribute("src", "/static/thaler.svg")
  })
})
