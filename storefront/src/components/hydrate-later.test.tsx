import { act, fireEvent } from "@testing-library/react"
import { useState } from "react"
import { hydrateRoot, type Root } from "react-dom/client"
import { renderToString } from "react-dom/server"
import { HydrateLater, hydrateLaterParts } from "./hydrate-later"

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0)
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {name} {count}
    </button>
  )
}

function Page() {
  return (
    <main>
      <Counter name="first" />
      <HydrateLater>
        <Counter name="later" />
      </HydrateLater>
    </main>
  )
}

const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactFiber"))

describe("parts hydrated later", () => {
  let root: Root | undefined
  afterEach(() => act(() => root?.unmount()))

  it("keep the server's elements, wait for an idle moment, and answer a click that comes first", async () => {
    const idle: IdleRequestCallback[] = []
    vi.stubGlobal("requestIdleCallback", (work: IdleRequestCallback) => idle.push(work))
    const container = document.createElement("div")
    container.innerHTML = renderToString(<Page />)
    document.body.append(container)
    const [first, later] = [...container.querySelectorAll("button")] as [HTMLButtonElement, HTMLButtonElement]

    hydrateLaterParts()
    await act(async () => {
      root = hydrateRoot(container, <Page />)
    })
    expect(hydrated(first)).toBe(true)
    expect(hydrated(later)).toBe(false)
    expect(later.textContent).toBe("later 0")

    // A person reaches the part before the browser is idle: it is hydrated at once and counts the click.
    await act(async () => {
      fireEvent.pointerDown(later)
      fireEvent.click(later)
    })
    expect(container.querySelectorAll("button")[1]).toBe(later)
    expect(hydrated(later)).toBe(true)
    expect(later.textContent).toBe("later 1")
    expect(idle.length).toBeGreaterThan(0)
  })
})
