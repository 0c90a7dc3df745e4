import { act, fireEvent, render, screen } from "@testing-library/react"
import { Profiler } from "react"
import { Tooltip, TooltipProvider } from "./tooltip"

function cart(onRender: (phase: string) => void = () => {}) {
  return render(
    <Profiler id="header" onRender={(_id, phase) => onRender(phase)}>
      <TooltipProvider>
        <Tooltip label="Shopping Cart">
          <button type="button" aria-label="Cart">
            cart
          </button>
        </Tooltip>
      </TooltipProvider>
    </Profiler>
  )
}

describe("an icon control's tooltip", () => {
  it("is not built with the page, so the control renders once", () => {
    const phases: string[] = []
    cart((phase) => phases.push(phase))
    expect(phases).toEqual(["mount"])
    expect(screen.getByRole("button", { name: "Cart" })).not.toHaveAttribute("data-state")
  })

  it("shows its label once the pointer has come over the control, without another move", async () => {
    cart()
    fireEvent.pointerEnter(screen.getByRole("button", { name: "Cart" }), { pointerType: "mouse" })
    expect(await screen.findByRole("tooltip", {}, { timeout: 3000 })).toHaveTextContent("Shopping Cart")
  })

  it("gives keyboard focus back to the control it builds, which shows the label", async () => {
    cart()
    act(() => screen.getByRole("button", { name: "Cart" }).focus())
    expect(screen.getByRole("button", { name: "Cart" })).toHaveFocus()
    expect(await screen.findByRole("tooltip", {}, { timeout: 3000 })).toHaveTextContent("Shopping Cart")
  })

  it("leaves a tapped control as it is", () => {
    cart()
    const control = screen.getByRole("button", { name: "Cart" })
    fireEvent.pointerEnter(control, { pointerType: "touch" })
    expect(screen.getByRole("button", { name: "Cart" })).toBe(control)
  })
})
