import { act } from "@testing-library/react"
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from "react"
import { hydrateRoot } from "react-dom/client"
import { renderToString } from "react-dom/server"
import { holdEarlyPresses } from "@/boot/early-clicks"
import { PageHydrated } from "./page-hydrated"

function drawnPage(page: ReactNode): HTMLElement {
  const root = document.createElement("div")
  root.id = "root"
  root.innerHTML = renderToString(page)
  document.body.appendChild(root)
  return root
}

const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))

describe("presses before the page has hydrated", () => {
  afterEach(() => document.getElementById("root")?.remove())

  it("are answered once, after it has, whether they came before the hydration's start or while a part waited for its code", async () => {
    const pressed: string[] = []
    const AddToCart = () => (
      <button type="button" onClick={() => pressed.push("add")}>
        Add to Cart
      </button>
    )
    const page = (content: ReactNode) => (
      <div>
        <a href="#elsewhere" onClick={() => pressed.push("link")}>
          Elsewhere
        </a>
        <Suspense fallback={null}>
          {content}
          <PageHydrated />
        </Suspense>
      </div>
    )
    const root = drawnPage(page(<AddToCart />))
    holdEarlyPresses()

    // On the server's drawing: nothing answers yet, and a link is the browser's.
    root.querySelector("button")!.click()
    root.querySelector("a")!.click()
    expect(pressed).toEqual([])

    // The hydration has started, but the part's code has not arrived: React would drop this press.
    let arrive: (part: { default: ComponentType }) => void = () => {}
    const Part = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)))
    await act(async () => {
      hydrateRoot(root, page(<Part />))
    })
    root.querySelector("button")!.click()
    expect(pressed).toEqual([])

    await act(async () => arrive({ default: AddToCart }))
    await nextTask()
    expect(pressed).toEqual(["add", "add"])

    // From then on a press is React's alone, answered once.
    root.querySelector("button")!.click()
    expect(pressed).toEqual(["add", "add", "add"])
  })

  it("are pressed as the commit ends, before the page answers what the browser queued behind it", async () => {
    const pressed: string[] = []
    // Like a dropdown drawn plain: rebuilt when a person comes to it (here by its focus).
    function Filter() {
      const [built, setBuilt] = useState(false)
      return built ? (
        <button type="button">Category</button>
      ) : (
        <button type="button" onFocus={() => setBuilt(true)} onClick={() => pressed.push("open")}>
          Category
        </button>
      )
    }
    const page = (
      <Suspense fallback={null}>
        <Filter />
        <PageHydrated />
      </Suspense>
    )
    const root = drawnPage(page)
    holdEarlyPresses()
    root.querySelector("button")!.click()

    await act(async () => {
      hydrateRoot(root, page)
    })
    // The next event the browser had queued: the control is rebuilt, the held press was its own.
    act(() => root.querySelector("button")!.focus())
    await nextTask()
    expect(pressed).toEqual(["open"])
  })
})
