/** A module loaded when first asked for, and usable at once from then on. */
export type OnDemand<T> = {
  /** The module once it has loaded; undefined before. */
  current: () => T | undefined
  /** Loads it (once, however often asked). */
  load: () => Promise<T>
}

export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let loaded: T | undefined
  let loading: Promise<T> | undefined
  return {
    current: () => loaded,
    load: () =>
      (loading ??= importer().then(
        (module) => (loaded = module),
        (error: unknown) => {
          // A failed download (the network, a new build) may be tried again on the next approach.
          loading = undefined
          throw error
        }
      )),
  }
}
