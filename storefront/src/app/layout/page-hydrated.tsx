import { useLayoutEffect } from "react"
import { pressHeldPresses } from "@/boot/early-clicks"

/**
 * Committed with a page's content (inside its Suspense boundary), so after its hydration: the
 * presses held back until then are pressed (boot/early-clicks.ts).
 */
export function PageHydrated() {
  useLayoutEffect(() => {
    // Once the commit is over, every handler of the page attached, and before the browser hands
    // out another event: a later task would leave presses the browser queued behind the commit
    // held, to be pressed after what the page did with the focus and pointer events around them
    // (a dropdown the pointer or focus comes to is rebuilt, and a press held for it was lost with it).
    queueMicrotask(pressHeldPresses)
  }, [])
  return null
}
