import { act, fireEvent, render, screen } from "@testing-library/react"
import { Profiler } from "react"
import { hydrateRoot } from "react-dom/client"
import { renderToString } from "react-dom/server"
import { Select, type SelectOption } from "./select"

const COUNTRIES: SelectOption[] = ["France", "Germany", "Roman Empire", "United Kingdom"].map((name) => ({
  value: name,
  label: name,
}))

/** Every option drawn anywhere: in the page, or in the detached fragments Radix draws a closed list into. */
function optionsDrawn(fragments: DocumentFragment[]): number {
  return (
    document.querySelectorAll("[role=option]").length +
    fragments.reduce((n, f) => n + f.querySelectorAll("[role=option]").length, 0)
  )
}

describe("the shared dropdown", () => {
  it("draws its options only while it is open", () => {
    const fragments: DocumentFragment[] = []
    const Original = window.DocumentFragment
    window.DocumentFragment = class extends Original {
      constructor() {
        super()
        fragments.push(this)
      }
    }
    try {
      render(<Select label="Country" value="Germany" options={COUNTRIES} onValueChange={() => {}} />)
      expect(screen.getByRole("combobox", { name: "Country" })).toHaveTextContent("Germany")
      expect(optionsDrawn(fragments)).toBe(0)

      // A mouse comes over it (Radix's dropdown is built), then presses.
      fireEvent.pointerEnter(screen.getByRole("combobox", { name: "Country" }), { pointerType: "mouse" })
      const trigger = screen.getByRole("combobox", { name: "Country" })
      expect(optionsDrawn(fragments)).toBe(0)
      fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: "mouse" })
      expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(COUNTRIES.map((c) => c.label))
      expect(screen.getByRole("option", { name: "Germany" })).toHaveAttribute("data-state", "checked")
    } finally {
      window.DocumentFragment = Original
    }
  })

  it("picks an option by its first letter once the closed dropdown has focus", () => {
    const chosen: string[] = []
    render(<Select label="Country" value="Germany" options={COUNTRIES} onValueChange={(value) => chosen.push(value)} />)
    act(() => screen.getByRole("combobox", { name: "Country" }).focus())
    // Focus stays on the dropdown as Radix's trigger takes the plain button's place.
    const trigger = screen.getByRole("combobox", { name: "Country" })
    expect(trigger).toHaveFocus()
    fireEvent.keyDown(trigger, { key: "R" })
    expect(chosen).toEqual(["Roman Empire"])
    expect(screen.queryByRole("listbox")).toBeNull()
  })

  it("opens on a tap", () => {
    render(<Select label="Country" value="Germany" options={COUNTRIES} onValueChange={() => {}} />)
    const plain = screen.getByRole("combobox", { name: "Country" })
    fireEvent.pointerDown(plain, { pointerType: "touch" })
    fireEvent.click(plain)
    expect(screen.getByRole("listbox")).toBeInTheDocument()
    expect(screen.getAllByRole("option")).toHaveLength(COUNTRIES.length)
  })

  it("hydrates a drawn dropdown without rendering it again", async () => {
    // Radix's dropdown registers its trigger and value in effects: each hydrated one rendered again at once.
    const element = <Select label="Country" value="Germany" options={COUNTRIES} onValueChange={() => {}} />
    const container = document.createElement("div")
    container.innerHTML = renderToString(element)
    document.body.appendChild(container)
    const phases: string[] = []
    await act(async () => {
      hydrateRoot(
        container,
        <Profiler id="select" onRender={(_id, phase) => phases.push(phase)}>
          {element}
        </Profiler>
      )
    })
    expect(phases).toEqual(["mount"])
    expect(screen.getByRole("combobox", { name: "Country" })).toHaveTextContent("Germany")
    container.remove()
  })

  it("is drawn on the server with the chosen option's label, or the placeholder without one", () => {
    const chosen = renderToString(<Select label="Country" value="Roman Empire" options={COUNTRIES} onValueChange={() => {}} />)
    expect(chosen).toContain("Roman Empire")
    const none = renderToString(
      <Select label="Country" value="" placeholder="All Countries" options={COUNTRIES} onValueChange={() => {}} />
    )
    expect(none).toContain("All Countries")
  })
})
