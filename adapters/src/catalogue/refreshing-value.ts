/**
 * A value read from Medusa that may be up to `maxAgeMs` old. Once older, the
 * next reader still gets it at once while one refresh runs behind it, so a slow
 * facet query is paid by nobody after the first load. A failed refresh keeps the
 * last good value until it succeeds (it is retried on the next read).
 */
export class RefreshingValue<T> {
  private value: { data: T; at: number } | undefined
  private pending: Promise<T> | undefined

  constructor(
    private readonly load: () => Promise<T>,
    private readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
    private readonly onBackgroundError: (error: unknown) => void = () => {}
  ) {}

  async get(): Promise<T> {
    const current = this.value
    if (!current) return this.refresh()
    if (this.now() - current.at > this.maxAgeMs) {
      this.refresh().catch(this.onBackgroundError)
    }
    return current.data
  }

  /** Forgets the value, so the next read waits for fresh data. */
  invalidate(): void {
    this.value = undefined
  }

  private refresh(): Promise<T> {
    if (!this.pending) {
      const started = this.now()
      this.pending = this.load()
        .then((data) => {
          this.value = { data, at: started }
          return data
        })
        .finally(() => {
          this.pending = undefined
        })
    }
    return this.pending
  }
}
