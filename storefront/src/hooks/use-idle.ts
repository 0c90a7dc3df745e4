import { useEffect, useState, useSyncExternalStore } from "react"

// Work that must not compete with the first screen (its paint, its hydration) waits for the
// page's first quiet moment. What waits is then let go one at a time, each in an idle callback
// of its own: changed together, the listing's twenty pictures made one commit of about 160 ms at
// a phone's speed, the longest task after hydration (docs/decisions/262).
let idle = false
const waiting: Array<() => void> = []
let asked = false

const whenIdle = (run: () => void, timeout?: number) => {
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(run, { timeout })
  else window.setTimeout(run, timeout === undefined ? 0 : 200)
}

function letOneGo() {
  idle = true
  waiting.shift()?.()
  if (waiting.length > 0) whenIdle(letOneGo)
  else asked = false
}

function wait(go: () => void): () => void {
  waiting.push(go)
  if (!asked) {
    asked = true
    // The first quiet moment may not come on a busy phone; two seconds is the longest wait.
    whenIdle(letOneGo, idle ? undefined : 2_000)
  }
  return () => {
    const at = waiting.indexOf(go)
    if (at >= 0) waiting.splice(at, 1)
  }
}

const noChanges = () => () => {}

/**
 * False while the server draws the page, while the browser hydrates it and until the page is first
 * idle, then true, each component's in an idle callback of its own; true at once for what is drawn
 * later in the visit.
 */
export function useIdle(): boolean {
  // A render after the first quiet moment (a later screen); the server's answer while hydrating.
  const idleAtRender = useSyncExternalStore(
    noChanges,
    () => idle,
    () => false
  )
  const [turn, setTurn] = useState(false)
  useEffect(() => (idleAtRender ? undefined : wait(() => setTurn(true))), [idleAtRender])
  return idleAtRender || turn
}
