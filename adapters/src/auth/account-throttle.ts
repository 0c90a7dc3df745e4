/**
 * Counts failed sign-ins per account (lower-cased e-mail) in a sliding window, so
 * one password cannot be guessed from many addresses. In memory: each shop server
 * process counts its own, which still bounds guessing to a few tries per process.
 */
export class AccountThrottle {
  readonly #failures = new Map<string, number[]>()

  constructor(
    readonly maxFailures: number,
    readonly windowMs: number,
    private readonly now: () => number = () => Date.now()
  ) {}

  /** Milliseconds until the account may try again; 0 when it may now. */
  retryAfter(account: string): number {
    const recent = this.recent(account.toLowerCase())
    if (recent.length < this.maxFailures) return 0
    return recent[recent.length - this.maxFailures]! + this.windowMs - this.now()
  }

  fail(account: string): void {
    const key = account.toLowerCase()
    this.#failures.set(key, [...this.recent(key), this.now()])
    // Bounded memory: forget accounts whose window has passed.
    if (this.#failures.size > 10_000) {
      for (const name of this.#failures.keys()) if (this.recent(name).length === 0) this.#failures.delete(name)
    }
  }

  succeed(account: string): void {
    this.#failures.delete(account.toLowerCase())
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs
    return (this.#failures.get(key) ?? []).filter((at) => at > since)
  }
}
