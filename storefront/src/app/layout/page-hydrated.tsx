import { useLayoutEffect } from "react"
import { pressHeldPresses } from "@/boot/early-clicks"

/**
 * Committed with a page's content (inside its Suspense boundary), so after its hydration: the
 * presses held back until then are pressed (boot/early-clicks.ts).
 */
export function PageHydrated() {
  useLayoutEffect(() => {
    // After the commit, once every handler of the page is attached.
    setTimeout(pressHeldPresses, 0)
  }, [])
  return null
}
