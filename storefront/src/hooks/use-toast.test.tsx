import { act, render, screen } from "@testing-library/react"
import { Toaster } from "@/components/ui/toaster"
import { toast, useToastStore } from "./use-toast"

beforeEach(() => useToastStore.setState({ toasts: [] }))

describe("notifications", () => {
  it("keeps only one visible at a time, the newest", () => {
    toast({ title: "First" })
    toast({ title: "Second" })
    const { toasts } = useToastStore.getState()
    expect(toasts).toHaveLength(1)
    expect(toasts[0]!.title).toBe("Second")
  })

  it("closes a dismissed one at once and removes it after 1,000,000 ms", () => {
    vi.useFakeTimers()
    const { dismiss } = toast({ title: "Order Updated" })

    dismiss()
    expect(useToastStore.getState().toasts[0]!.open).toBe(false)

    vi.advanceTimersByTime(999_999)
    expect(useToastStore.getState().toasts).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(useToastStore.getState().toasts).toHaveLength(0)
  })

  it("renders title and description in a viewport reachable with F8", () => {
    render(<Toaster />)
    act(() => void toast({ title: "Payment Failed", description: "Your card was declined.", variant: "destructive" }))

    expect(screen.getByText("Payment Failed")).toBeInTheDocument()
    expect(screen.getByText("Your card was declined.")).toBeInTheDocument()
    expect(screen.getByRole("region", { name: "Notifications (F8)" })).toBeInTheDocument()
  })

  it("hides a notification after the default 5000 ms", async () => {
    vi.useFakeTimers()
    render(<Toaster />)
    act(() => void toast({ title: "Already in your cart" }))

    await act(() => vi.advanceTimersByTime(4999))
    expect(useToastStore.getState().toasts[0]!.open).toBe(true)
    await act(() => vi.advanceTimersByTime(1))
    expect(useToastStore.getState().toasts[0]!.open).toBe(false)
  })
})
