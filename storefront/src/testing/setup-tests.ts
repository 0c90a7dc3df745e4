import "@testing-library/jest-dom/vitest"
import { cleanup, configure } from "@testing-library/react"
import { afterEach, vi } from "vitest"
import { loadArea } from "@/i18n/catalogues"

// Lazy routes load their chunk on first render; on a busy two-core CI machine
// that can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 })

// jsdom lacks a few browser APIs the Radix primitives and the router touch.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver
window.scrollTo = vi.fn()
// Tests for a method without reading it off the prototype unbound.
const lacks = (method: string) => !(method in Element.prototype)
if (lacks("scrollIntoView")) Element.prototype.scrollIntoView = vi.fn()
if (lacks("hasPointerCapture")) Element.prototype.hasPointerCapture = () => false
if (lacks("releasePointerCapture")) Element.prototype.releasePointerCapture = vi.fn()

afterEach(() => {
  cleanup()
  localStorage.clear()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

// A screen drawn alone (without its route) speaks English with every area's messages, as it
// would once its route had loaded them.
await Promise.all((["checkout", "account", "staff"] as const).map((area) => loadArea(area, "en")))
