import { Suspense, use, useId, type ReactNode } from "react"

// A drawn page is on screen before any script runs; what a person has not reached yet needs no
// code at once. A part wrapped in <HydrateLater> keeps the server's elements, untouched, while the
// rest of the page is hydrated; such parts are then hydrated one at a time, each in a short task of
// its own, whenever the browser is idle. A person who reaches one first (a tap, a click, a key,
// focus) is not kept waiting: React hydrates the part under that event at once and then hands the
// event to it (selective hydration), since the part no longer waits. (docs/decisions/240)

type Gate = { promise: Promise<void>; open: () => void }

// While the page is first hydrated, every part met waits; after that, only those that waited.
let hydrating = false
let reached = false
const waiting = new Map<string, Gate>()
const opened = new Set<string>()
// The back and forward buttons too: a route drawn anew hands its waiting parts new props.
const INTERACTIONS = ["pointerdown", "keydown", "focusin", "touchstart", "popstate"] as const
// Idle moments with no part waiting, after the page's load, before parts met stop waiting: the
// route's own code may still arrive, and its parts are met only then.
const QUIET_ROUNDS = 3

function gateOf(id: string): Gate {
  let gate = waiting.get(id)
  if (!gate) {
    let open = () => {}
    const promise = new Promise<void>((resolve) => (open = resolve))
    gate = { promise, open }
    waiting.set(id, gate)
  }
  return gate
}

function openNow(id: string) {
  const gate = waiting.get(id)
  waiting.delete(id)
  opened.add(id)
  gate?.open()
}

function Wait({ children }: { children: ReactNode }) {
  const id = useId()
  if (reached || opened.has(id)) return children
  // Drawn again before its turn: React asks for the part now. An update reached its boundary (new
  // props, or a context above it changed) or a person's pointer came over it; a part that waited
  // again would make React give up the server's elements and draw the part anew, and a click on
  // it meanwhile would be lost (docs/decisions/240).
  if (waiting.has(id)) openNow(id)
  else if (hydrating) use(gateOf(id).promise)
  return children
}

/** Drawn by the server as it is; in the browser, hydrated after the rest of the page. */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Wait>{children}</Wait>
    </Suspense>
  )
}

let quietRounds = 0

function openNext() {
  const next = waiting.entries().next()
  if (next.done) {
    if (document.readyState === "complete" && ++quietRounds >= QUIET_ROUNDS) {
      hydrating = false
      return
    }
    whenIdle(openNext)
    return
  }
  quietRounds = 0
  openNow(next.value[0])
  whenIdle(openNext)
}

function whenIdle(work: () => void) {
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(work, { timeout: 1_000 })
  else window.setTimeout(work, 50)
}

/**
 * Called just before the browser hydrates a drawn page: the parts met while it hydrates wait, and
 * are opened one per idle moment, in page order, once it is idle (after the rest is hydrated). The
 * first interaction lets any part hydrate when React asks, the one under the event at once.
 */
export function hydrateLaterParts(): void {
  hydrating = true
  const reach = () => {
    reached = true
    for (const type of INTERACTIONS) window.removeEventListener(type, reach, true)
  }
  // Capturing on the window: before React's own listeners on the root see the event.
  for (const type of INTERACTIONS) window.addEventListener(type, reach, { capture: true, passive: true })
  whenIdle(openNext)
}
