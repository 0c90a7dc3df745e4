/**
 * Presses of the page's buttons before it has hydrated, held back and pressed once it has.
 *
 * The start runs in short steps (main.tsx), so the browser handles a press between them, on the
 * server's drawing, which has no handlers yet; and from the hydration's start until the page's
 * content has hydrated React drops a press on a part it cannot hydrate at once (docs/decisions/252).
 * A shopper's first Add to Cart did nothing. So until the page's content has hydrated, a press of
 * one of its buttons is taken before React sees it and pressed again after: once, whichever side of
 * the hydration's start it fell on. Links are left to the browser, which follows them itself; text
 * typed early is kept by the boxes themselves (hooks/use-typed-early.ts).
 */
const held: HTMLButtonElement[] = []
/** Should the page never report that it hydrated, its presses are not held for longer than this. */
const LONGEST_HOLD_MS = 10_000
let release: ReturnType<typeof setTimeout> | undefined

function hold(event: MouseEvent): void {
  if (!(event.target instanceof Element)) return
  const button = event.target.closest("button")
  if (!button || !document.getElementById("root")?.contains(button)) return
  // Before React's own listener on the page's root: React never sees this press.
  event.preventDefault()
  event.stopImmediatePropagation()
  held.push(button)
}

/** From the start's first step, before the page has any handlers. */
export function holdEarlyPresses(): void {
  document.addEventListener("click", hold, true)
  release = setTimeout(pressHeldPresses, LONGEST_HOLD_MS)
}

/** Once the page's content has hydrated (every handler attached): the held presses, in order. */
export function pressHeldPresses(): void {
  document.removeEventListener("click", hold, true)
  clearTimeout(release)
  for (const button of held.splice(0)) {
    if (button.isConnected) button.click()
  }
}
