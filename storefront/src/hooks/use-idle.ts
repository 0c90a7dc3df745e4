import { useSyncExternalStore } from "react"

// Whether the page has had its first quiet moment: false while the server draws it, while the
// browser hydrates it and until the main thread is first idle; true from then on, for the whole
// visit. One idle callback serves every component that asks.
let idle = false
const waiting = new Set<() => void>()

function becomeIdle() {
  idle = true
  for (const notify of [...waiting]) notify()
}

function subscribe(notify: () => void) {
  waiting.add(notify)
  if (!idle && waiting.size === 1) {
    if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(becomeIdle, { timeout: 2_000 })
    else window.setTimeout(becomeIdle, 200)
  }
  return () => waiting.delete(notify)
}

/**
 * False until the browser is first idle after the page started: for work that must not compete
 * with the first screen (its paint, its hydration), in a task of its own.
 */
export function useIdle(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => idle,
    () => false
  )
}
