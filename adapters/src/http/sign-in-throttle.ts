import { backoffWait, type Backoff } from "shared/sign-in-backoff"

// The waits are the ones Medusa's back-office sign-in counts with (shared/sign-in-backoff).
export type BackoffOptions = Backoff

type Entry = { failures: number; last: number }

/**
 * Failed sign-ins per key (a client address, an account) with growing waits:
 * after `free` failures the next attempt must wait baseMs, then twice that, up to
 * maxMs. A success clears the key; a key quiet for twice maxMs is forgotten.
 */
export class BackoffThrottle {
  readonly #entries = new Map<string, Entry>()
  constructor(
    private readonly options: BackoffOptions,
    private readonly now: () => number = () => Date.now()
  ) {}

  /** Milliseconds until this key may try again; 0 when it may now. */
  wait(key: string): number {
    const entry = this.current(key)
    return entry ? backoffWait(entry.failures, entry.last, this.options, this.now()) : 0
  }

  fail(key: string): void {
    const failures = (this.current(key)?.failures ?? 0) + 1
    this.#entries.set(key, { failures, last: this.now() })
    // Bounded memory: forget keys quiet long enough to be clear again.
    if (this.#entries.size > 50_000) for (const name of this.#entries.keys()) if (!this.current(name)) this.#entries.delete(name)
  }

  succeed(key: string): void {
    this.#entries.delete(key)
  }

  /** The wait counts from now: from when a failure was known, not from when its attempt began. */
  touch(key: string): void {
    const entry = this.current(key)
    if (entry) entry.last = this.now()
  }

  private current(key: string): Entry | undefined {
    const entry = this.#entries.get(key)
    if (entry && entry.last + 2 * this.options.maxMs <= this.now()) {
      this.#entries.delete(key)
      return undefined
    }
    return entry
  }
}

export type ThrottleRules = { address: BackoffOptions; account: BackoffOptions }
export type AttemptKeys = { address: string; account: string }

/**
 * Sign-in attempts counted per client address and per account. An attempt is checked and
 * counted in one step, as a failure until `succeed` clears its keys: attempts sent at once
 * cannot all pass before the first of them has failed.
 */
export interface SignInThrottle {
  /** 0 when the attempt may go ahead (it is counted); else milliseconds to wait (nothing counted). */
  claim(keys: AttemptKeys): Promise<number>
  /** The attempt failed: its keys' waits count from now (the password check took time). */
  failed(keys: AttemptKeys): Promise<void>
  succeed(keys: AttemptKeys): Promise<void>
}

/** One shop server's own count (a single process, or tests). */
export class MemorySignInThrottle implements SignInThrottle {
  readonly #address: BackoffThrottle
  readonly #account: BackoffThrottle
  constructor(rules: ThrottleRules, now?: () => number) {
    this.#address = new BackoffThrottle(rules.address, now)
    this.#account = new BackoffThrottle(rules.account, now)
  }

  claim(keys: AttemptKeys): Promise<number> {
    const wait = Math.max(this.#address.wait(keys.address), this.#account.wait(keys.account))
    if (wait > 0) return Promise.resolve(wait)
    this.#address.fail(keys.address)
    this.#account.fail(keys.account)
    return Promise.resolve(0)
  }

  failed(keys: AttemptKeys): Promise<void> {
    this.#address.touch(keys.address)
    this.#account.touch(keys.account)
    return Promise.resolve()
  }

  succeed(keys: AttemptKeys): Promise<void> {
    this.#address.succeed(keys.address)
    this.#account.succeed(keys.account)
    return Promise.resolve()
  }
}

/** Waits until `startedAt + floorMs`, so an answer's timing does not tell what happened. */
export async function answerNoSoonerThan(startedAt: number, floorMs: number): Promise<void> {
  const rest = startedAt + floorMs - Date.now()
  if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest))
}
