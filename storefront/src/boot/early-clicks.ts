/**
 * Presses of a drawn page's buttons before its hydration starts, pressed again once it has hydrated.
 *
 * The start runs in short steps (main.tsx), so the browser handles a press between them, on the
 * server's drawing, which has no handlers yet: a shopper's first Add to Cart did nothing. (One long
 * start held the press until React could take it.) Links are left alone: the browser follows
 * them itself. Text typed early is kept by the boxes themselves (hooks/use-typed-early.ts).
 */
const pressed: Element[] = []

function remember(event: MouseEvent): void {
  if (!(event.target instanceof Element)) return
  const button = event.target.closest("button")
  if (button && document.getElementById("root")?.contains(button)) pressed.push(button)
}

/** From the start's first step; before the page has any handlers. */
export function rememberEarlyClicks(): void {
  document.addEventListener("click", remember, true)
}

/**
 * Just before the hydration starts: from then on React sees every press itself (it hydrates the
 * part pressed first, the page's code being loaded), and pressing it again would press twice.
 */
export function stopRememberingEarlyClicks(): void {
  document.removeEventListener("click", remember, true)
}

/** When the page's content has hydrated (its handlers are attached): the presses, in order. */
export function pressEarlyClicksAgain(): void {
  stopRememberingEarlyClicks()
  for (const button of pressed.splice(0)) {
    if (button.isConnected) button.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }))
  }
}
