import { act } from "@testing-library/react"
import { hydrateRoot } from "react-dom/client"
import { renderToString } from "react-dom/server"
import { pressEarlyClicksAgain, rememberEarlyClicks, stopRememberingEarlyClicks } from "./early-clicks"

describe("presses before the page has hydrated", () => {
  it("reach a drawn button once it has, and links are left to the browser", async () => {
    const pressed: string[] = []
    const page = (
      <div>
        <button type="button" onClick={() => pressed.push("add")}>
          Add to Cart
        </button>
        <a href="#elsewhere" onClick={() => pressed.push("link")}>
          Elsewhere
        </a>
      </div>
    )
    const root = document.createElement("div")
    root.id = "root"
    root.innerHTML = renderToString(page)
    document.body.appendChild(root)
    rememberEarlyClicks()

    // On the server's drawing: nothing answers yet.
    root.querySelector("button")!.click()
    root.querySelector("a")!.click()
    expect(pressed).toEqual([])

    // From the hydration's start a press is React's alone, and is answered once.
    stopRememberingEarlyClicks()
    await act(async () => {
      hydrateRoot(root, page)
    })
    root.querySelector("button")!.click()
    expect(pressed).toEqual(["add"])

    pressEarlyClicksAgain()
    expect(pressed).toEqual(["add", "add"])
    root.querySelector("button")!.click()
    expect(pressed).toEqual(["add", "add", "add"])
    root.remove()
  })
})
