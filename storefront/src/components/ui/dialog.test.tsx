import { fireEvent, render, screen } from "@testing-library/react"
import { useState } from "react"
import { Dialog, DialogContent, DialogDescription, DialogTitle, type DialogPlacement } from "./dialog"

function Example({ placement }: { placement?: DialogPlacement }) {
  const [open, setOpen] = useState(true)
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent placement={placement}>
        <DialogTitle>Record payment</DialogTitle>
        <DialogDescription>Amount, date and the bank's reference.</DialogDescription>
        <input aria-label="Amount received" />
      </DialogContent>
    </Dialog>
  )
}

describe("the shared dialog", () => {
  it("is centred and bounded by the window unless told otherwise", () => {
    render(<Example />)
    const dialog = screen.getByRole("dialog")
    expect(dialog).toHaveAttribute("data-placement", "center")
    for (const name of ["fixed", "top-1/2", "left-1/2", "-translate-x-1/2", "-translate-y-1/2"]) {
      expect(dialog).toHaveClass(name)
    }
    expect(dialog).toHaveClass("max-h-[calc(100dvh-2rem)]", "overflow-y-auto", "w-[min(28rem,calc(100vw-2rem))]")
  })

  it.each([
    ["side", ["top-0", "right-0", "h-dvh", "max-h-dvh", "max-w-full"]],
    ["sheet", ["bottom-0", "left-0", "w-full", "max-h-[90dvh]"]],
  ] as const)("has a place of its own as a %s", (placement, classes) => {
    render(<Example placement={placement} />)
    const dialog = screen.getByRole("dialog")
    expect(dialog).toHaveAttribute("data-placement", placement)
    expect(dialog).toHaveClass("fixed", "overflow-y-auto", ...classes)
  })

  it("takes focus when it opens and closes with Esc", () => {
    render(<Example />)
    const dialog = screen.getByRole("dialog")
    expect(dialog.contains(document.activeElement)).toBe(true)
    fireEvent.keyDown(document.activeElement ?? dialog, { key: "Escape" })
    expect(screen.queryByRole("dialog")).toBeNull()
  })
})
