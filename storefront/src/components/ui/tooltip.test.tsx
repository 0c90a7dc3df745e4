import { act, fireEvent, render, screen } from "@testing-library/react"
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "@/config/constants"
import { Tooltip, tooltipParts } from "./tooltip"

function Controls() {
  return (
    <>
      <Tooltip label="Shopping Cart">
        <button type="button">Cart</button>
      </Tooltip>
      <Tooltip label="Sign in">
        <button type="button">Account</button>
      </Tooltip>
    </>
  )
}

// The pointer's arrival, then its first move over the control, as a mouse brings them.
function pointTo(control: HTMLElement) {
  fireEvent.pointerEnter(control, { pointerType: "mouse" })
  const built = screen.getByRole("button", { name: control.textContent ?? "" })
  fireEvent.pointerMove(built, { pointerType: "mouse" })
  return built
}

describe("a control's tooltip", () => {
  it("is the control alone until its code has loaded and a person comes to it", async () => {
    render(<Controls />)
    const cart = screen.getByRole("button", { name: "Cart" })
    expect(cart).not.toHaveAttribute("data-state")
    // The code is not there yet: the control stays as it is, and the code loads for the next time.
    fireEvent.pointerEnter(cart, { pointerType: "mouse" })
    expect(screen.getByRole("button", { name: "Cart" })).not.toHaveAttribute("data-state")
    await act(() => tooltipParts.load())
    fireEvent.pointerLeave(cart, { pointerType: "mouse" })
    fireEvent.pointerEnter(cart, { pointerType: "mouse" })
    expect(screen.getByRole("button", { name: "Cart" })).toHaveAttribute("data-state", "closed")
    // The other control is still alone.
    expect(screen.getByRole("button", { name: "Account" })).not.toHaveAttribute("data-state")
  })

  it("opens after the delay, and the next one at once within the skip delay", async () => {
    await tooltipParts.load()
    vi.useFakeTimers()
    render(<Controls />)
    const cart = pointTo(screen.getByRole("button", { name: "Cart" }))
    await act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 1))
    expect(screen.queryByRole("tooltip")).toBeNull()
    await act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole("tooltip")).toHaveTextContent("Shopping Cart")

    // The pointer leaves for the next control, away from the label.
    fireEvent.pointerLeave(cart, { pointerType: "mouse", clientX: 40, clientY: 0 })
    fireEvent.pointerMove(document, { pointerType: "mouse", clientX: 400, clientY: 400 })
    expect(screen.queryByRole("tooltip")).toBeNull()
    await act(() => vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS - 100))
    pointTo(screen.getByRole("button", { name: "Account" }))
    await act(() => vi.advanceTimersByTime(0))
    expect(screen.getByRole("tooltip")).toHaveTextContent("Sign in")
  })

  it("is built on keyboard focus, which stays on the control and opens the label", async () => {
    await tooltipParts.load()
    render(<Controls />)
    const account = screen.getByRole("button", { name: "Account" })
    act(() => account.focus())
    expect(await screen.findByRole("tooltip")).toHaveTextContent("Sign in")
    const built = screen.getByRole("button", { name: "Account" })
    expect(built).toHaveAttribute("data-state")
    expect(built).toHaveFocus()
  })

  it("is not built by a press, so the click lands on the control it started on", async () => {
    await tooltipParts.load()
    const clicked = vi.fn()
    render(
      <Tooltip label="Shopping Cart">
        <button type="button" onClick={clicked}>
          Cart
        </button>
      </Tooltip>
    )
    const cart = screen.getByRole("button", { name: "Cart" })
    fireEvent.pointerDown(cart, { pointerType: "touch" })
    act(() => cart.focus())
    fireEvent.pointerUp(cart, { pointerType: "touch" })
    fireEvent.click(cart)
    expect(clicked).toHaveBeenCalledOnce()
    expect(screen.getByRole("button", { name: "Cart" })).toBe(cart)
  })
})
