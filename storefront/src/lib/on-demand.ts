/** A module loaded when first asked for, and usable at once from then on. */
export type OnDemand<T> = {
  /** The module once it has loaded; undefined before. */
  current: () => T | undefined
  /** Loads it (once, however often asked). */
  load: () => Promise<T>
  /**
   * Loads it at the browser's first idle moment from now, in a task of its own: no component
   * renders for it (a state every card read would draw them all again).
   */
  preload: () => void
}

export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let loaded: T | undefined
  let loading: Promise<T> | undefined
  let scheduled = false
  const load = () =>
    (loading ??= importer().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A failed download (the network, a new build) may be tried again on the next approach.
        loading = undefined
        throw error
      }
    ))
  return {
    current: () => loaded,
    load,
    preload: () => {
      if (scheduled) return
      scheduled = true
      whenIdle(() => void load().catch(() => {}))
    },
  }
}

function whenIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(work, { timeout: 2_000 })
  else window.setTimeout(work, 200)
}
