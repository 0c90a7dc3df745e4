export type Backoff = {
  /** Failures allowed before any wait. */
  free: number
  /** The first wait; each further failure doubles it. */
  baseMs: number
  /** The longest wait: the owner of an account is slowed, never locked out. */
  maxMs: number
}

export declare function backoffWait(failures: number, last: number, backoff: Backoff, now: number): number

/** KEYS: the keys; ARGV: free, baseMs, maxMs per key. Answers 0 (counted) or the wait in ms. */
export declare const CLAIM_SCRIPT: string
/** KEYS: the keys of a failed attempt. */
export declare const TOUCH_SCRIPT: string
